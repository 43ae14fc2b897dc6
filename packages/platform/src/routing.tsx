import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
} from 'react';
import type { Head, Platform } from './contract';
import type { ActionContext, ActionResult } from './form-action';
import { matchPattern, normalizePathname, type RouteParams } from './path-pattern';
import { usePlatform } from './react';

export { matchPattern, normalizePathname, patternsOverlap, type RouteParams } from './path-pattern';

/*
 * Every MFE declares its pages in one route list (src/routes.ts). The browser build renders it, the server
 * build loads and renders it, and the build publishes its serializable part (RouteMeta) in the manifest,
 * so the shell learns from the manifest which MFE owns a path.
 */

/** What a route's loader found out: the page's status, a redirect, its head. */
export interface LoadResult {
  status?: number;
  redirect?: string;
  head?: Head;
}

export interface LoadContext {
  params: RouteParams;
  pathname: string;
  query: URLSearchParams;
  /** The MFE's Redux dispatch: loaders initiate RTK Query endpoints with it (`{ subscribe: false }`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each MFE's store has its own thunk types
  dispatch: (action: any) => any;
  platform: Platform;
  /** True while rendering on the server. */
  server: boolean;
}

export interface PageModule {
  default: ComponentType;
}

/** The serializable part of a route: published in the MFE manifest. */
export interface RouteMeta {
  /** A path pattern (see matchPattern): '/collections', '/collections/*', '/designer/:slug'. */
  path: string;
  /** The default title until the loader gives one. */
  title: string;
  exactTitle?: boolean;
  /** A last-resort route (content's '/:slug'): matched only when no other MFE's route matches. */
  fallback?: boolean;
  /** Shows one customer's data: rendered per request, never cached. */
  personal?: boolean;
  /** The page takes form posts (its entry declares an action): the edge sends them to the page server. */
  action?: boolean;
}

export interface PageRoute extends RouteMeta {
  page: () => Promise<PageModule>;
  /** Loads the page's data (the server awaits it before rendering; the browser runs it on navigation). */
  load?: (context: LoadContext) => Promise<LoadResult | void> | LoadResult | void;
  /** Runs a form post to the page on the page server (see form-action.ts). */
  act?: (context: ActionContext) => Promise<ActionResult>;
}

export interface RouteMatch<R extends RouteMeta> {
  route: R;
  params: RouteParams;
}

export const TITLE_SUFFIX = ' | Sohnne';

export function formatTitle(title: string, exact?: boolean): string {
  return exact ? title : `${title}${TITLE_SUFFIX}`;
}

/** The first route matching the path; last-resort routes only after every other one. */
export function matchRoute<R extends RouteMeta>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R> | null {
  const path = normalizePathname(pathname);
  const ordered = [...routes.filter((r) => !r.fallback), ...routes.filter((r) => r.fallback)];
  for (const route of ordered) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

export type RouteTable = Readonly<Record<string, readonly RouteMeta[]>>;

/** Which MFE owns a path: a route of any MFE first, then the last-resort routes. */
export function ownerOf(
  table: RouteTable,
  pathname: string,
): { mfe: string; match: RouteMatch<RouteMeta> } | null {
  for (const fallback of [false, true]) {
    for (const [mfe, routes] of Object.entries(table)) {
      const match = matchRoute(
        routes.filter((r) => !!r.fallback === fallback),
        pathname,
      );
      if (match) return { mfe, match };
    }
  }
  return null;
}

/** The page's location: the live URL in the browser, the request's URL on the server. */
export interface PageLocation {
  pathname: string;
  search: string;
}

export interface RouteState extends PageLocation {
  params: RouteParams;
}

export const RouteContext = createContext<RouteState>({ pathname: '/', search: '', params: {} });

export function useLocation(): PageLocation {
  const { pathname, search } = useContext(RouteContext);
  return useMemo(() => ({ pathname, search }), [pathname, search]);
}

export function useParams(): RouteParams {
  return useContext(RouteContext).params;
}

export function useSearchParams(): URLSearchParams {
  const { search } = useContext(RouteContext);
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** True for a plain left click that the page should handle as a navigation inside the shop. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target && anchor.target !== '_self')
  );
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** A link inside the shop: client-side navigation (through the platform) on a plain click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, onClick, ...rest },
  ref,
) {
  const { navigation } = usePlatform();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (replace) navigation.navigate(to, { replace });
    else navigation.navigate(to);
  };
  return <a ref={ref} href={to} onClick={handleClick} {...rest} />;
});
