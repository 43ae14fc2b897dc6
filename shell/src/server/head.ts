import type { Head, RouteMeta } from '@sohnne/platform';
import type { RenderResult } from '@sohnne/platform/src/server';
import { NOT_FOUND_TITLE } from '../routes';

const NOT_FOUND: { status: number; head: Head } = {
  status: 404,
  head: { title: NOT_FOUND_TITLE, robots: 'noindex' },
};

/**
 * The page's status and head: the region's once its data has settled, the route's own title when the browser
 * renders the region, the 404 page's for a path no MFE owns or a page its MFE did not find.
 */
export function pageHead(
  route: RouteMeta | null,
  region: RenderResult | null,
): { status: number; head: Head } {
  if (!route || region?.status === 404) return NOT_FOUND;
  if (region) return { status: region.status, head: region.head };
  return { status: 200, head: { title: route.title, exactTitle: route.exactTitle } };
}

/** The trailers a page may end with: declared in its headers, so the edge can read them. */
export const PAGE_TRAILERS = ['x-sohnne-region-fallback'];

export interface HeaderFacts {
  /** Shows one shopper's data, or varies by visitor (a canary runs): never kept by a CDN. */
  personal: boolean;
  /** The versions the visitor gets: `catalog@1.2.0 content@2.0.0`. */
  versions: string;
  /** Milliseconds from the request to the head. */
  headMs: number;
  /** The MFE whose region the browser renders instead, if any. */
  fellBack: string | null;
  setCookie: string[];
  /** The page's own Referrer-Policy (its head's `referrer`), instead of the edge's. */
  referrer?: Head['referrer'];
}

export function pageHeaders({
  personal,
  versions,
  headMs,
  fellBack,
  setCookie,
  referrer,
}: HeaderFacts): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {
    'content-type': 'text/html; charset=utf-8',
    // Public pages may sit in a CDN briefly; anything with one shopper's data never does.
    'cache-control': personal
      ? 'private, no-store'
      : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    vary: 'Cookie',
    'x-sohnne-versions': versions,
    'server-timing': `head;dur=${headMs}`,
    trailer: PAGE_TRAILERS.join(', '),
  };
  if (fellBack) headers['x-sohnne-region-fallback'] = fellBack;
  if (setCookie.length) headers['set-cookie'] = setCookie;
  if (referrer) headers['referrer-policy'] = referrer;
  return headers;
}
