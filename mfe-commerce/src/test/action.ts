import { CookieJar, type ActionContext, type ActionResult } from '@sohnne/platform';
import { createFakePlatform } from '@sohnne/web-testing';
import { makeStore } from '../store';

/**
 * A form posted to one of this MFE's page actions as the page server runs it: a server store whose calls
 * carry the shopper's cookies and CSRF token; msw answers at the jsdom origin.
 */
export function postTo(
  action: (context: ActionContext) => Promise<ActionResult>,
  url: string,
  fields: Record<string, string>,
): Promise<ActionResult> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const store = makeStore({
    server: {
      url: (path) => `http://localhost${path}`,
      jar: new CookieJar('sohnne_visitor=v1; sohnne_csrf=token-1'),
      timeoutMs: 2000,
    },
  });
  return action({
    form: new URLSearchParams(fields),
    params: {},
    pathname,
    query: searchParams,
    dispatch: store.dispatch,
    platform: createFakePlatform(),
    server: true,
  });
}
