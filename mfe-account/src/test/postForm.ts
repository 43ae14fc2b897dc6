import { type ActionResult, type SessionUser } from '@sohnne/platform';
import { postForm as postToMfe, server } from '@sohnne/web-testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { routes } from '../routes';
import { makeStore } from '../store';

/** A form posted to one of this MFE's pages as the page server takes it (see @sohnne/web-testing's postForm). */
export const postForm = (
  url: string,
  fields: Record<string, string>,
  user: SessionUser | null = null,
): Promise<ActionResult> => postToMfe({ routes, makeStore }, url, fields, user);

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
