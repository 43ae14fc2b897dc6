import { CookieJar, matchRoute, type ActionResult, type SessionUser } from '@sohnne/platform';
import { createFakePlatform } from '@sohnne/web-testing';
import { routes } from '../routes';
import { makeStore } from '../store';

/**
 * A form posted to one of this MFE's pages as the page server takes it: the page's route (its action, its
 * sign-in rule) run with a server store whose calls carry the shopper's cookies and CSRF token, msw
 * answering the services at the jsdom origin. `user` is who is signed in (a visitor by default).
 */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  user: SessionUser | null = null,
): Promise<ActionResult> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const match = matchRoute(routes, pathname);
  if (!match?.route.act) throw new Error(`No action at ${pathname}`);
  const store = makeStore({
    server: {
      url: (path) => `http://localhost${path}`,
      jar: new CookieJar('sohnne_visitor=v1; sohnne_csrf=token-1'),
      timeoutMs: 2000,
    },
  });
  return match.route.act({
    form: new URLSearchParams({ _csrf: 'token-1', ...fields }),
    params: match.params,
    pathname,
    query: searchParams,
    dispatch: store.dispatch,
    platform: createFakePlatform({ user }),
    server: true,
  });
}
