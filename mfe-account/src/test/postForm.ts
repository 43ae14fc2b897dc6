import { CookieJar, matchRoute, type ActionResult, type SessionUser } from '@sohnne/platform';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
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

/** A call a service received: its JSON body and the CSRF token sent with it. */
export interface Received {
  body: unknown;
  csrf: string | null;
}

/**
 * The service answers `route` ('POST /api/login') with `status` and `body` for this test (msw); returns
 * the calls received, for asserting what was sent.
 */
export function answer(route: string, status: number, body: JsonBodyType = {}): Received[] {
  const [method, path] = route.split(' ') as [string, string];
  const received: Received[] = [];
  server.use(
    http[method.toLowerCase() as 'get' | 'post' | 'put'](path, async ({ request }) => {
      received.push({
        body: request.method === 'GET' ? undefined : await request.json(),
        csrf: request.headers.get('x-csrf-token'),
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}
