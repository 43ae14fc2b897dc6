/** Which MFE owns which path. Only the routes that are built are listed; everything else is the 404 page. */
export const MFE_NAMES = ['content', 'catalog', 'account', 'commerce'] as const;
export type MfeName = (typeof MFE_NAMES)[number];

export interface RouteEntry {
  mfe: MfeName;
  path: string;
  /** Also owns every path below `path` (`/collections/...`). */
  prefix?: boolean;
  /** Default document title until the page sets its own. */
  title: string;
  exactTitle?: boolean;
}

export const ROUTES: readonly RouteEntry[] = [
  { mfe: 'content', path: '/', title: 'Sohnne | Mid-Century Modern Furniture', exactTitle: true },
  { mfe: 'content', path: '/about-us', title: 'About Us' },
  { mfe: 'catalog', path: '/collections', prefix: true, title: 'Collections' },
  { mfe: 'account', path: '/login', title: 'Login' },
  { mfe: 'account', path: '/register', title: 'Register' },
  { mfe: 'commerce', path: '/cart', title: 'Cart' },
];

export const NOT_FOUND_TITLE = 'Page not found';

function normalize(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function matchRoute(pathname: string): RouteEntry | null {
  const path = normalize(pathname);
  return ROUTES.find((route) => path === route.path || (route.prefix === true && path.startsWith(`${route.path}/`))) ?? null;
}

export function ownerOf(pathname: string): MfeName | null {
  return matchRoute(pathname)?.mfe ?? null;
}
