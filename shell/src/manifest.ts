import type { RouteMeta, RouteTable } from '@sohnne/platform';
import { z } from 'zod';

/** /mfe-manifest.json: per MFE the live version, its browser entry, its server entry and its route list. */
export interface ManifestEntry {
  version: string;
  /** The browser remote's remoteEntry.js URL. */
  entry: string;
  /** The server remote's remoteEntry.js: a path inside the deploy folder or an http(s) URL; never served by the edge. */
  serverEntry?: string;
  routes: RouteMeta[];
}

/** A second version of an MFE that `share` percent of visitors get. */
export interface CanaryEntry extends ManifestEntry {
  share: number;
}

export interface MfeManifest {
  mfes: Record<string, ManifestEntry & { canary?: CanaryEntry }>;
}

export const MANIFEST_URL = '/mfe-manifest.json';
/** Where the shell reports an MFE that failed in the browser; the edge counts them per version. */
export const MFE_ERROR_BEACON = '/telemetry/mfe-error';

/** A field's place in the manifest: mfes.catalog.routes[2].path. */
const fieldPath = (at: string, path: PropertyKey[]) =>
  path.reduce<string>(
    (field, key) =>
      typeof key === 'number'
        ? `${field}[${key}]`
        : field
          ? `${field}.${String(key)}`
          : String(key),
    at,
  );

const problemsOf = (at: string, error: z.ZodError) =>
  error.issues.map((issue) => `${fieldPath(at, issue.path)}: ${issue.message}`).join('; ');

const routeSchema = z
  .object({
    path: z.string().startsWith('/', 'expected a path starting with /'),
    title: z.string(),
  })
  // a route's other fields (exactTitle, fallback, personal) are the platform's: kept as published
  .passthrough();

const entrySchema = z.object({
  // a missing version still loads (it is only shown and keyed on)
  version: z.string().catch(''),
  entry: z
    .string({ error: 'expected the URL of the browser remote entry' })
    .min(1, 'expected the URL of the browser remote entry'),
  // without a usable server entry the MFE renders in the browser
  serverEntry: z.string().min(1).optional().catch(undefined),
  routes: z.unknown().optional(),
});

/** A canary's share of visitors, in percent. */
const shareSchema = z.coerce.number().int().min(1).max(99);

const manifestSchema = z.object({
  mfes: z.record(z.string(), z.unknown(), { error: 'expected an object of MFEs by name' }),
});

function parseRoutes(source: string, at: string, value: unknown): RouteMeta[] {
  if (!Array.isArray(value)) {
    console.error(`[shell] ${source}: ${at}: no route list: it owns no page`);
    return [];
  }
  return value.flatMap((route, index) => {
    const parsed = routeSchema.safeParse(route);
    if (parsed.success) return [parsed.data as RouteMeta];
    console.error(
      `[shell] ${source}: ${problemsOf(`${at}[${index}]`, parsed.error)}: route skipped`,
    );
    return [];
  });
}

function parseEntry(source: string, at: string, value: unknown): ManifestEntry | null {
  const parsed = entrySchema.safeParse(value);
  if (!parsed.success) {
    console.error(`[shell] ${source}: ${problemsOf(at, parsed.error)}: skipped`);
    return null;
  }
  const { serverEntry, routes, ...entry } = parsed.data;
  return {
    ...entry,
    ...(serverEntry ? { serverEntry } : {}),
    routes: parseRoutes(source, `${at}.routes`, routes),
  };
}

function parseCanary(source: string, at: string, value: unknown): CanaryEntry | null {
  const entry = parseEntry(source, at, value);
  const share = shareSchema.safeParse((value as { share?: unknown } | null)?.share);
  if (!share.success)
    console.error(`[shell] ${source}: ${problemsOf(`${at}.share`, share.error)}: skipped`);
  return entry && share.success ? { ...entry, share: share.data } : null;
}

/**
 * The manifest read from `source` (its URL or file, named in every message). A document without an `mfes`
 * object is refused; inside it an MFE without a browser entry is skipped, one without a server entry renders
 * in the browser, a bad route or canary is dropped, each named by its field.
 */
export function parseManifest(body: unknown, source: string = MANIFEST_URL): MfeManifest {
  const document = manifestSchema.safeParse(body);
  if (!document.success) throw new Error(`${source}: ${problemsOf('', document.error)}`);
  const valid: MfeManifest['mfes'] = {};
  for (const [name, value] of Object.entries(document.data.mfes)) {
    const live = parseEntry(source, `mfes.${name}`, value);
    if (!live) continue;
    const rawCanary = (value as { canary?: unknown }).canary;
    const canary =
      rawCanary === undefined ? null : parseCanary(source, `mfes.${name}.canary`, rawCanary);
    valid[name] = canary ? { ...live, canary } : live;
  }
  return { mfes: valid };
}

/** Every visitor's place in 0-99, kept in a cookie for a year: it decides which canaries he gets, the same on every visit. */
export const BUCKET_COOKIE = 'sohnne_bucket';

export function parseBucket(value: string | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

export function newBucket(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] % 100;
}

/** The MFE's offset, so one visitor is not in every MFE's canary at once. */
function offsetOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 100;
  return hash;
}

export function inCanary(bucket: number, name: string, share: number): boolean {
  return (bucket + offsetOf(name)) % 100 < share;
}

export const hasCanary = (manifest: MfeManifest) =>
  Object.values(manifest.mfes).some((entry) => !!entry.canary);

/** The versions one visitor gets: each MFE's canary when his bucket falls in its share, else the live version. */
export function resolveManifest(manifest: MfeManifest, bucket: number | null): MfeManifest {
  const mfes: MfeManifest['mfes'] = {};
  for (const [name, { canary, ...live }] of Object.entries(manifest.mfes)) {
    if (canary && bucket !== null && inCanary(bucket, name, canary.share)) {
      const { share, ...chosen } = canary;
      mfes[name] = chosen;
    } else mfes[name] = live;
  }
  return { mfes };
}

export function routeTable(manifest: MfeManifest): RouteTable {
  return Object.fromEntries(
    Object.entries(manifest.mfes).map(([name, { routes }]) => [name, routes]),
  );
}
