/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FormSubmit, TextField, useZodForm, ZodForm } from '@sohnne/ui';
import { z } from 'zod';
import { createApi } from '@sohnne/platform/src/redux';
import type { Platform } from './contract';
import { formAction, refused } from './form-action';
import { MfeProviders, RoutePages, type RootProps } from './mfe';
import { definePage } from './page';
import { createApiStore, storefrontBaseQuery } from './api-store';
import { createServerRenderer, type RenderRequest } from './server';

/*
 * A form's action on the page server, end to end: the browser form's schema, the service called over HTTP
 * the way the browser calls it (cookies, the CSRF token fetched on a first visit), then 303 or the page
 * again with 422, what was typed (never the password) and the messages under their fields.
 */

const signInSchema = z.object({
  username: z.string().trim().min(1, 'Username required'),
  password: z.string().min(1, 'Password required'),
});

const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: storefrontBaseQuery,
  endpoints: (build) => ({
    login: build.mutation<{ ok: true }, z.infer<typeof signInSchema>>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
  }),
});

function SignInPage() {
  const form = useZodForm(signInSchema, { username: '', password: '' });
  return (
    <ZodForm form={form} onSubmit={() => undefined} aria-label="Sign in">
      <TextField name="username" label="Username" />
      <TextField name="password" label="Password" type="password" />
      <FormSubmit>Login</FormSubmit>
    </ZodForm>
  );
}

const routes = [
  definePage({
    path: '/login',
    title: 'Login',
    page: async () => ({ default: SignInPage }),
    action: formAction(signInSchema, async (values, { dispatch }) => {
      const result = await dispatch(accountApi.endpoints.login.initiate(values));
      if (result.error) return refused(values, { '': 'Invalid credentials' });
      return { redirect: '/', flash: { kind: 'success', text: 'Successfully logged in' } };
    }),
  }),
  definePage({
    path: '/about',
    title: 'About',
    page: async () => ({ default: () => <p>About</p> }),
  }),
];

function Root({ platform, store, location }: RootProps) {
  return (
    <MfeProviders name="account" version="1.0.0" platform={platform} store={store!}>
      <RoutePages routes={routes} location={location} />
    </MfeProviders>
  );
}

const render = createServerRenderer({
  routes,
  makeStore: (extra) => createApiStore(accountApi, extra),
  Root,
});

const platform = {
  session: { get: () => null },
  currency: { get: () => ({ code: 'USD', rate: 1 }) },
  cart: { get: () => ({ count: 0 }) },
  wishlist: { ids: () => [] },
  widgets: { get: () => null },
  navigation: { notFound: () => {} },
} as unknown as Platform;

/** The account service as far as signing in goes: a CSRF pair on a first call, a session for 'right'. */
let service: Server;
const calls: { method?: string; csrf?: string; cookie?: string; body: string }[] = [];
beforeAll(async () => {
  service = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    calls.push({
      method: req.method,
      csrf: req.headers['x-csrf-token'] as string | undefined,
      cookie: req.headers.cookie,
      body,
    });
    if (req.headers['x-csrf-token'] !== 'token-1') {
      res.writeHead(403, { 'set-cookie': 'sohnne_csrf=token-1; Path=/; SameSite=Lax' });
      return res.end('{"message":"Invalid or missing CSRF token"}');
    }
    const { password } = JSON.parse(body) as { password: string };
    if (password !== 'right') {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end('{"message":"Invalid credentials"}');
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'set-cookie': 'sohnne_session=s1; Path=/; HttpOnly; SameSite=Lax',
    });
    return res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
});
afterAll(() => service.close());
beforeEach(() => (calls.length = 0));

function post(url: string, fields: Record<string, string>): ReturnType<typeof render> {
  const { port } = service.address() as AddressInfo;
  const request: RenderRequest = {
    url,
    cookie: 'sohnne_visitor=v1',
    form: new URLSearchParams(fields),
    platform,
    api: { url: (path) => `http://127.0.0.1:${port}${path}`, timeoutMs: 2000 },
  };
  return render(request);
}

test('a valid post calls the service as the browser would and redirects (303) with its cookies and a message', async () => {
  const result = await post('/login', { username: 'ada', password: 'right', _csrf: '' });
  expect(result).toMatchObject({
    status: 303,
    redirect: '/',
    flash: { kind: 'success', text: 'Successfully logged in' },
  });
  // A first visit: refused for want of a CSRF token, which came with the refusal, then sent again with it.
  expect(calls.map((call) => [call.csrf, call.cookie])).toEqual([
    [undefined, 'sohnne_visitor=v1'],
    ['token-1', 'sohnne_visitor=v1; sohnne_csrf=token-1'],
  ]);
  expect(JSON.parse(calls[1].body)).toEqual({ username: 'ada', password: 'right' });
  expect(result.setCookies).toEqual([
    'sohnne_csrf=token-1; Path=/; SameSite=Lax',
    'sohnne_session=s1; Path=/; HttpOnly; SameSite=Lax',
  ]);
});

test("a refused post is the page again (422) with what was typed, never the password, and the service's message", async () => {
  const result = await post('/login', { username: 'ada', password: 'wrong-secret' });
  expect(result.status).toBe(422);
  const region = await result.html!();
  expect(region.html).toContain('value="ada"');
  expect(region.html).not.toContain('wrong-secret');
  expect(region.html).toMatch(/<form[^>]*method="post"/);
  // The message about the whole form is the page's toast, as in the hydrated form.
  expect(result.flash).toEqual({ kind: 'error', text: 'Invalid credentials' });
  // The browser hydrates the same form: the refused post goes with the region's state.
  expect(region.posted).toEqual({
    href: '/login',
    form: { values: { username: 'ada' }, errors: {} },
  });
});

test("a post the form's own schema refuses never reaches the service: each message under its field", async () => {
  const result = await post('/login', { username: ' ', password: '' });
  expect(result.status).toBe(422);
  const { html } = await result.html!();
  expect(html).toContain('Username required');
  expect(html).toContain('Password required');
  expect(html).toContain('aria-invalid="true"');
  expect(calls).toEqual([]);
});

test('a post to a page without an action is that page, answered 405; nothing is called', async () => {
  const result = await post('/about', { anything: 'x' });
  expect(result.status).toBe(405);
  expect((await result.html!()).html).toContain('About');
  expect(calls).toEqual([]);
});
