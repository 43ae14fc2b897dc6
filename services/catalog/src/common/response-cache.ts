import { createHash } from 'node:crypto';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { FastRead, FastReads, publicHeaders } from '@sohnne/service-kit';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { map, Observable } from 'rxjs';
import { CatalogStore } from '../store';

/**
 * Catalogue reads are public and the same for every shopper: browsers and the edge may keep them for a
 * short while and must then revalidate (304 on a matching If-None-Match).
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
/** Memory for kept answers: past it the least recently used go first (any number of distinct filter URLs stays bounded). */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Serialized answers to GET URLs for the current catalogue snapshot, served by the service kit in front of
 * the framework (FastReads). An answer is a pure function of the URL and the snapshot, so entries are only
 * valid for the snapshot version they were made from: a new snapshot empties the cache.
 */
@Injectable()
export class ResponseCache implements FastReads {
  private version: string | null = null;
  /**
   * The answers for `version`, a new cache for each snapshot (made at the first answer, once a subclass's
   * `maxBytes` is set).
   */
  // in-memory-ok: answers derived from the database's catalogue snapshot; a miss re-renders the same bytes
  private entries: LRUCache<string, FastRead> | null = null;
  protected readonly maxBytes = MAX_BYTES;

  constructor(private readonly store: CatalogStore) {}

  lookup(url: string): FastRead | undefined {
    const version = this.store.version;
    return version !== null && version === this.version ? this.entries?.get(url) : undefined;
  }

  set(url: string, version: string, entry: FastRead): void {
    if (version !== this.version || !this.entries) {
      this.version = version;
      this.entries = new LRUCache({
        maxSize: this.maxBytes,
        // lru-cache wants a positive size: an empty body still takes an entry
        sizeCalculation: (answer) => Math.max(1, answer.body.length),
      });
    }
    this.entries.set(url, entry);
  }
}

const isCacheable = (req: Request) => req.method === 'GET' && req.originalUrl.startsWith('/api/');

/**
 * Keeps each successful GET answer for the snapshot it was computed from, with its ETag and Cache-Control.
 * The answer is serialized once: the JSON text kept is also what is sent (Express sends a string as it is,
 * under the Content-Type set here, and answers 304 itself on a matching If-None-Match).
 */
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
      map((payload: unknown): string => {
        const json = JSON.stringify(payload);
        const body = Buffer.from(json);
        const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
        // A kept answer is shared by every shopper, here and by the edge: it must never carry a cookie (the
        // catalogue issues none on reads, `publicReads`; this holds whatever a later change sets).
        res.removeHeader('Set-Cookie');
        res.setHeader('Cache-Control', CATALOG_CACHE_CONTROL);
        res.setHeader('ETag', etag);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        const route = `${req.baseUrl}${(req.route as { path?: string } | undefined)?.path ?? ''}`;
        this.cache.set(req.originalUrl, version, {
          body,
          etag,
          route,
          headers: publicHeaders(res),
        });
        return json;
      }),
    );
  }
}
