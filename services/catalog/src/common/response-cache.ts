import { createHash } from 'node:crypto';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { map, Observable } from 'rxjs';
import { CatalogStore } from '../store/catalog-store.service';

/**
 * Catalogue reads are public and the same for every shopper: browsers and the edge may keep them for a
 * short while and must then revalidate (304 on a matching If-None-Match).
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
const MAX_ENTRIES = 5_000;

interface CachedResponse {
  body: string;
  etag: string;
}

/**
 * Serialized answers to GET URLs for the current catalogue snapshot. An answer is a pure function of the
 * URL and the snapshot, so entries are only valid for the snapshot version they were made from: a new
 * snapshot empties the cache.
 */
@Injectable()
export class ResponseCache {
  private version: string | null = null;
  private readonly entries = new Map<string, CachedResponse>();

  get(url: string, version: string | null): CachedResponse | undefined {
    return version !== null && version === this.version ? this.entries.get(url) : undefined;
  }

  set(url: string, version: string, payload: unknown): CachedResponse {
    const body = JSON.stringify(payload);
    const entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
    if (version !== this.version || this.entries.size >= MAX_ENTRIES) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.set(url, entry);
    return entry;
  }
}

const isCacheable = (req: Request) => req.method === 'GET' && req.originalUrl.startsWith('/api/');

function sendHeaders(res: Response, etag: string): void {
  res.setHeader('Cache-Control', CATALOG_CACHE_CONTROL);
  res.setHeader('ETag', etag);
}

/** Answers a GET already answered for this snapshot straight from the cache, before routing and validation. */
@Injectable()
export class ResponseCacheMiddleware implements NestMiddleware {
  constructor(
    private readonly cache: ResponseCache,
    private readonly store: CatalogStore,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const entry = isCacheable(req) ? this.cache.get(req.originalUrl, this.store.version) : undefined;
    if (!entry) return next();
    sendHeaders(res, entry.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(entry.body);
  }
}

/** Keeps each successful GET answer for the snapshot it was computed from, with its ETag and Cache-Control. */
@Injectable()
export class ResponseCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: ResponseCache,
    private readonly store: CatalogStore,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const version = this.store.version;
    if (context.getType() !== 'http' || !isCacheable(req) || version === null) return next.handle();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      map((payload: unknown) => {
        sendHeaders(res, this.cache.set(req.originalUrl, version, payload).etag);
        return payload;
      }),
    );
  }
}
