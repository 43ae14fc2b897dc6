import { createHash } from 'node:crypto';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { FastRead, FastReads, publicHeaders } from '@sohnne/service-kit';
import type { Request, Response } from 'express';
import { map, Observable } from 'rxjs';
import { CatalogStore } from '../store/catalog-store.service';

/**
 * Catalogue reads are public and the same for every shopper: browsers and the edge may keep them for a
 * short while and must then revalidate (304 on a matching If-None-Match).
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
/** Memory for kept answers: past it the oldest go first (any number of distinct filter URLs stays bounded). */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Serialized answers to GET URLs for the current catalogue snapshot, served by the service kit in front of
 * the framework (FastReads). An answer is a pure function of the URL and the snapshot, so entries are only
 * valid for the snapshot version they were made from: a new snapshot empties the cache.
 */
@Injectable()
export class ResponseCache implements FastReads {
  private version: string | null = null;
  // in-memory-ok: answers derived from the database's catalogue snapshot; a miss re-renders the same bytes
  private readonly entries = new Map<string, FastRead>();
  private bytes = 0;
  protected readonly maxBytes = MAX_BYTES;

  constructor(private readonly store: CatalogStore) {}

  lookup(url: string): FastRead | undefined {
    const version = this.store.version;
    return version !== null && version === this.version ? this.entries.get(url) : undefined;
  }

  set(url: string, version: string, entry: FastRead): void {
    if (version !== this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = version;
    }
    this.delete(url);
    this.entries.set(url, entry);
    this.bytes += entry.body.length;
    // A Map iterates in insertion order: the first key is the oldest answer.
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(url: string): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(url);
  }
}

const isCacheable = (req: Request) => req.method === 'GET' && req.originalUrl.startsWith('/api/');

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
        const body = Buffer.from(JSON.stringify(payload));
        const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
        // A public answer carries no one's cookies (the CSRF and visitor cookies come with any other call),
        // so it can be kept and shared, here and by the edge.
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
        return payload;
      }),
    );
  }
}
