import {
  CookieJar,
  matchRoute,
  type ActionResult,
  type PageRoute,
  type RouteParams,
  type SessionUser,
} from '@sohnne/platform';
import type { StoreExtra } from '@sohnne/platform/src/api-store';
import { createFakePlatform } from './fake-platform';

/** An MFE as its form actions need it: its route list and how it makes a store. */
export interface ActionMfe {
  routes: readonly PageRoute[];
  makeStore(extra: StoreExtra): { dispatch: (action: never) => unknown };
}

/**
 * A form posted to a page's action as the page server runs it: a server store whose calls carry the
 * shopper's cookies and CSRF token, msw answering the services at the jsdom origin. `user` is who is signed
 * in (a visitor by default).
 */
export function runAction(
  makeStore: ActionMfe['makeStore'],
  act: NonNullable<PageRoute['act']>,
  url: string,
  fields: Record<string, string>,
  { user = null, params = {} }: { user?: SessionUser | null; params?: RouteParams } = {},
): Promise<ActionResult> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const store = makeStore({
    server: {
      url: (path) => `http://localhost${path}`,
      jar: new CookieJar('sohnne_visitor=v1; sohnne_csrf=token-1'),
      timeoutMs: 2000,
    },
  });
  return act({
    form: new URLSearchParams({ _csrf: 'token-1', ...fields }),
    params,
    pathname,
    query: searchParams,
    dispatch: store.dispatch as (action: unknown) => unknown,
    platform: createFakePlatform({ user }),
    server: true,
  });
}

/** A form posted to one of an MFE's pages: the action its route list names (with the page's sign-in rule). */
export function postForm(
  { routes, makeStore }: ActionMfe,
  url: string,
  fields: Record<string, string>,
  user: SessionUser | null = null,
): Promise<ActionResult> {
  const { pathname } = new URL(url, 'http://localhost');
  const match = matchRoute(routes, pathname);
  if (!match?.route.act) throw new Error(`No action at ${pathname}`);
  return runAction(makeStore, match.route.act, url, fields, { user, params: match.params });
}
