import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_ENV } from '@sohnne/service-kit';
import type { ContentEnv } from '../config';

/** A route of the manifest, as each MFE publishes it. */
export interface ManifestRoute {
  path: string;
  title: string;
  fallback?: boolean;
  personal?: boolean;
}

export interface CatalogCollection {
  name: string;
  slug_path: string;
  children?: CatalogCollection[];
}

export interface CatalogProduct {
  slug: string;
  name: string;
}

export interface CatalogDesigner {
  slug: string;
  name: string;
}

const PAGE_SIZE = 100;
/** A runaway paging loop stops here (100 × 100 products is far beyond the shop). */
const MAX_PAGES = 100;

/** Reads what the sitemaps list from elsewhere: the MFE manifest and the catalog service, each call with a timeout. */
@Injectable()
export class SiteSources {
  private readonly logger = new Logger(SiteSources.name);

  constructor(@Inject(SERVICE_ENV) private readonly env: ContentEnv) {}

  private async json<T>(url: string): Promise<T> {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(this.env.CATALOG_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as T;
  }

  private catalog(path: string): string {
    return new URL(path, this.env.CATALOG_URL).toString();
  }

  /** Every MFE's routes from the live manifest. */
  async routes(): Promise<ManifestRoute[]> {
    const manifest = await this.json<{ mfes?: Record<string, { routes?: unknown }> }>(
      this.env.MANIFEST_URL,
    );
    return Object.values(manifest.mfes ?? {}).flatMap(({ routes }) =>
      Array.isArray(routes)
        ? routes.filter(
            (r): r is ManifestRoute =>
              !!r && typeof r.path === 'string' && typeof r.title === 'string',
          )
        : [],
    );
  }

  async collections(): Promise<CatalogCollection[]> {
    return (await this.json<{ data: CatalogCollection[] }>(this.catalog('/api/collections'))).data;
  }

  async products(): Promise<CatalogProduct[]> {
    const all: CatalogProduct[] = [];
    for (let page = 1, totalPages = 1; page <= totalPages && page <= MAX_PAGES; page += 1) {
      const body = await this.json<{ data: CatalogProduct[]; meta: { totalPages: number } }>(
        this.catalog(`/api/products?perPage=${PAGE_SIZE}&page=${page}`),
      );
      all.push(...body.data.map(({ slug, name }) => ({ slug, name })));
      totalPages = body.meta.totalPages;
    }
    return all;
  }

  async designers(): Promise<CatalogDesigner[]> {
    const all: CatalogDesigner[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const body = await this.json<{ data: { results: { data: CatalogDesigner[] } } }>(
        this.catalog(`/api/pages/designers?perPage=${PAGE_SIZE}&page=${page}`),
      );
      const found = body.data.results.data;
      all.push(...found.map(({ slug, name }) => ({ slug, name })));
      if (found.length < PAGE_SIZE) break;
    }
    return all;
  }

  /** Runs a read; a failure is logged and gives `fallback`, so one missing source costs only its own links. */
  async orElse<T>(
    what: string,
    read: () => Promise<T>,
    fallback: T,
  ): Promise<{ value: T; ok: boolean }> {
    try {
      return { value: await read(), ok: true };
    } catch (error) {
      this.logger.warn(`sitemap: ${what} unavailable: ${(error as Error).message}`);
      return { value: fallback, ok: false };
    }
  }
}
