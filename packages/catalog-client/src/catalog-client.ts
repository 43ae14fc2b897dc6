import createClient from 'openapi-fetch';
import type { catalog } from '@sohnne/contracts';
type components = catalog.components;
type paths = catalog.paths;

type Schemas = components['schemas'];
/** A product as the catalogue serves it (`ProductDto`): its default variant's prices, its variants. */
export type CatalogProduct = Schemas['ProductDto'];
/** A node of the collection tree (`CollectionDto`). */
export type CatalogCollection = Schemas['CollectionDto'];
/** A designer as the designers' page lists them (`DesignerListItemDto`). */
export type CatalogDesigner = Schemas['DesignerListItemDto'];

/** The catalogue could not answer: down, too slow, or an answer other than 2xx. */
export class CatalogUnavailableError extends Error {
  override readonly name = 'CatalogUnavailableError';
}

export interface CatalogClientOptions {
  /** The catalog service's origin, e.g. `http://catalog:3001` (the API's paths start with /api). */
  baseUrl: string;
  /** How long one request may take before it fails with CatalogUnavailableError. */
  timeoutMs: number;
  /** The fetch to call; tests pass their own. */
  fetch?: (request: Request) => Promise<Response>;
}

/** `GET /api/products/lookup` takes at most this many ids a call. */
const LOOKUP_LIMIT = 100;
const PAGE_SIZE = 100;
/** A runaway paging loop stops here (100 × 100 products is far beyond the shop). */
const MAX_PAGES = 100;

/** The envelope every list answer has: `{ data: [...] }`. */
const hasList = (body: unknown): boolean =>
  Array.isArray((body as { data?: unknown } | null | undefined)?.data);

/**
 * The catalogue's API for the other services, typed from its OpenAPI document. Every read has a timeout
 * and either returns the document's type or throws CatalogUnavailableError naming the call.
 */
export class CatalogClient {
  private readonly api;
  private readonly timeoutMs: number;

  constructor({ baseUrl, timeoutMs, fetch: fetchImpl }: CatalogClientOptions) {
    this.api = createClient<paths>({
      baseUrl: baseUrl.replace(/\/+$/, ''),
      headers: { accept: 'application/json' },
      ...(fetchImpl && { fetch: fetchImpl }),
    });
    this.timeoutMs = timeoutMs;
  }

  /**
   * The body of a 2xx answer whose envelope `isShaped` accepts; anything else (a network error, a timeout,
   * a 4xx or 5xx, a body of another shape: a proxy's page, another version's API) throws.
   */
  private async read<T>(
    what: string,
    call: (signal: AbortSignal) => Promise<{ data?: T; response: Response }>,
    isShaped: (body: T) => boolean,
  ): Promise<T> {
    let answer: { data?: T; response: Response };
    try {
      answer = await call(AbortSignal.timeout(this.timeoutMs));
    } catch (error) {
      throw new CatalogUnavailableError(`${what}: ${(error as Error).message}`, { cause: error });
    }
    if (answer.data === undefined)
      throw new CatalogUnavailableError(`${what}: the catalog answered ${answer.response.status}`);
    if (!isShaped(answer.data))
      throw new CatalogUnavailableError(
        `${what}: the catalog's answer is not the documented shape`,
      );
    return answer.data;
  }

  /** Products by id (the default variant's prices on each); unknown ids are absent from the map. */
  async productsByIds(ids: Iterable<string>): Promise<Map<string, CatalogProduct>> {
    const unique = [...new Set(ids)];
    const found = new Map<string, CatalogProduct>();
    for (let start = 0; start < unique.length; start += LOOKUP_LIMIT) {
      const { data } = await this.read(
        'product lookup',
        (signal) =>
          this.api.GET('/api/products/lookup', {
            params: { query: { ids: unique.slice(start, start + LOOKUP_LIMIT).join(',') } },
            signal,
          }),
        hasList,
      );
      for (const product of data) found.set(product.id, product);
    }
    return found;
  }

  /** The collection tree, top-level collections first. */
  async collectionTree(): Promise<CatalogCollection[]> {
    const { data } = await this.read(
      'collection tree',
      (signal) => this.api.GET('/api/collections', { signal }),
      hasList,
    );
    return data;
  }

  /** Every product, read a page at a time. */
  async allProducts(): Promise<CatalogProduct[]> {
    const all: CatalogProduct[] = [];
    for (let page = 1, totalPages = 1; page <= totalPages && page <= MAX_PAGES; page += 1) {
      const { data, meta } = await this.read(
        'product list',
        (signal) =>
          this.api.GET('/api/products', {
            params: { query: { perPage: PAGE_SIZE, page } },
            signal,
          }),
        (body) =>
          hasList(body) &&
          typeof (body as { meta?: { totalPages?: unknown } }).meta?.totalPages === 'number',
      );
      all.push(...data);
      totalPages = meta.totalPages;
    }
    return all;
  }

  /** Every designer, read a page at a time. */
  async allDesigners(): Promise<CatalogDesigner[]> {
    const all: CatalogDesigner[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const { data } = await this.read(
        'designer list',
        (signal) =>
          this.api.GET('/api/pages/designers', {
            params: { query: { perPage: PAGE_SIZE, page } },
            signal,
          }),
        (body) => hasList((body as { data?: { results?: unknown } }).data?.results),
      );
      all.push(...data.results.data);
      if (data.results.data.length < PAGE_SIZE) break;
    }
    return all;
  }
}
