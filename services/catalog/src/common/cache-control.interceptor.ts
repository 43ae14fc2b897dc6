import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';

/**
 * Catalogue reads are public and the same for every shopper: browsers and the edge may keep them for a
 * short while and must then revalidate, which Express answers with 304 from the ETag it puts on every body.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

@Injectable()
export class CacheControlInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const http = context.switchToHttp();
      if (http.getRequest<{ method: string }>().method === 'GET') http.getResponse<Response>().setHeader('Cache-Control', CATALOG_CACHE_CONTROL);
    }
    return next.handle();
  }
}
