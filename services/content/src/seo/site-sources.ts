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

/** Reads the MFE manifest's routes, and runs each source's read so a failure costs only its own links. */
@Injectable()
export class SiteSources {
  private readonly logger = new Logger(SiteSources.name);

  constructor(@Inject(SERVICE_ENV) private readonly env: ContentEnv) {}

  private async json<T>(url: string): Promise<T> {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(this.env.MANIFEST_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return (await res.json()) as T;
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
