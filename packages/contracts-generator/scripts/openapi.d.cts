export type OpenApiDocument = Record<string, unknown>;

export const SERVICES: readonly ['catalog', 'content', 'account', 'commerce'];
export type Service = (typeof SERVICES)[number];

export function documentPath(service: Service): string;
export function typesPath(service: Service): string;
export function serializeDocument(document: OpenApiDocument): string;
export function fetchDocuments(
  services?: readonly Service[],
): Promise<Record<Service, OpenApiDocument>>;
export function generateTypes(service: Service, document: OpenApiDocument): string;
