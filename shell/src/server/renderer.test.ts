/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { RenderFunction, RenderResult } from '@sohnne/platform/src/server';
import { stubFetch } from '../../test/fetch';
import { CROSS_SITE_POST, flashCookie } from './form-post';
import { createRenderer, type PageRequest, type PageResponse } from './renderer';

/*
 * The page server's renderer around a region: what a form post to a page gets (the page's action run, or the
 * page with the sentence that says why not), the layout's own forms, and a form's one-time message.
 */

const SHOP = 'https://shop.example';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Sohnne</title></head><body><div id="root"></div></body></html>';

function deployDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-'));
  const entry = (name: string) => ({
    version: '1.0.0',
    entry: `/mfe/${name}/1.0.0/remoteEntry.js`,
    serverEntry: path.join(dir, `${name}.js`),
  });
  fs.writeFileSync(
    path.join(dir, 'mfe-manifest.json'),
    JSON.stringify({
      mfes: {
        account: {
          ...entry('account'),
          routes: [{ path: '/login', title: 'Login', action: true }],
        },
      },
    }),
  );
  return dir;
}

const page = (
  status: number,
  html = '<form method="post"><p>Sign in</p></form>',
): RenderResult => ({
  status,
  head: { title: 'Login' },
  html: async () => ({ html, css: '', state: {} }),
});

function renderer(render: RenderFunction | Error) {
  const load = jest.fn(async () => {
    if (render instanceof Error) throw render;
    return render;
  });
  const log = jest.fn();
  return {
    log,
    render: (request: PageRequest) =>
      createRenderer({
        deployDir: deployDir(),
        template: TEMPLATE,
        apiUrl: (apiPath) => `http://services.invalid${apiPath}`,
        publicUrl: SHOP,
        chatConfigured: false,
        log,
        loadRender: load,
      }).render(request),
  };
}

async function text(response: PageResponse): Promise<string> {
  if (typeof response.body === 'string') return response.body;
  let html = '';
  for await (const chunk of response.body as Readable) html += String(chunk);
  return html;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

beforeEach(() => stubFetch({}));

describe('a form posted to a page', () => {
  it("runs the page's action from the shop itself: 303, the services' cookies and the message passed on", async () => {
    const render = jest.fn<Promise<RenderResult>, Parameters<RenderFunction>>(async () => ({
      status: 303,
      redirect: '/',
      head: {},
      html: null,
      setCookies: ['sohnne_session=s1; Path=/; HttpOnly'],
      flash: { kind: 'success', text: 'Successfully logged in' },
    }));
    const answer = await renderer(render).render({
      url: '/login',
      post: { form: form({ username: 'ada', password: 'p', _csrf: '' }), origin: SHOP },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect(answer.headers['set-cookie']).toEqual([
      'sohnne_session=s1; Path=/; HttpOnly',
      flashCookie({ kind: 'success', text: 'Successfully logged in' }, SHOP),
    ]);
    expect(render.mock.calls[0][0].form?.get('username')).toBe('ada');
  });

  it('from another site: the page with 403 and the sentence why, the action never run', async () => {
    const render = jest.fn(async () => page(200));
    const answer = await renderer(render).render({
      url: '/login',
      post: {
        form: form({ username: 'ada', password: 'secret-9' }),
        origin: 'https://evil.example',
      },
    });
    expect(answer.status).toBe(403);
    const html = await text(answer);
    expect(html).toContain(CROSS_SITE_POST.replace("'", '&#x27;'));
    expect(html).not.toContain('secret-9');
    expect(render).toHaveBeenCalledWith(expect.not.objectContaining({ form: expect.anything() }));
  });

  it("when the page's team cannot run it: the page with 503 and a clear sentence, never a 500", async () => {
    const answer = await renderer(new Error('server entry unreachable')).render({
      url: '/login',
      post: { form: form({ username: 'ada' }), origin: SHOP },
    });
    expect(answer.status).toBe(503);
    expect(await text(answer)).toContain('Your form could not be sent right now.');
  });

  it('the page again with 422 when the action refused it', async () => {
    const answer = await renderer(async () => page(422)).render({
      url: '/login',
      post: { form: form({ username: 'ada' }), origin: SHOP },
    });
    expect(answer.status).toBe(422);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(await text(answer)).toContain('Sign in');
  });
});

describe("the layout's own forms", () => {
  it('the currency: kept in its cookie, back to the same page', async () => {
    const answer = await renderer(async () => page(200)).render({
      url: '/collections/seating?page=2',
      post: { form: form({ _shell: 'currency', currency: 'EUR' }), fetchSite: 'same-origin' },
    });
    expect(answer).toMatchObject({
      status: 303,
      headers: {
        location: '/collections/seating?page=2',
        'set-cookie': ['sohnne_currency=EUR; Path=/; Max-Age=31536000; SameSite=Lax; Secure'],
      },
    });
  });

  it('signing out: the account service called with the CSRF token, its cookies passed on, then home', async () => {
    const fetchStub = stubFetch({ 'POST http://services.invalid/api/logout': { body: {} } });
    const answer = await renderer(async () => page(200)).render({
      url: '/my-account',
      cookie: 'sohnne_session=s1; sohnne_csrf=tok',
      post: { form: form({ _shell: 'logout', _csrf: 'tok' }), origin: SHOP },
    });
    expect(answer).toMatchObject({ status: 303, headers: { location: '/' } });
    expect(fetchStub.calls[0].headers.get('x-csrf-token')).toBe('tok');
    expect(fetchStub.calls[0].headers.get('cookie')).toBe('sohnne_session=s1; sohnne_csrf=tok');
  });
});

it("a product page's add-to-cart: the cart's POST with the chosen variant and quantity, back with the outcome", async () => {
  const fetchStub = stubFetch({
    'POST http://services.invalid/api/cart/items': { body: { lines: [], count: 2 } },
  });
  const answer = await renderer(async () => page(200)).render({
    url: '/product/eames-lounge-chair',
    post: {
      form: form({
        _shell: 'add-to-cart',
        productId: 'p1',
        variantId: 'v2',
        quantity: '2',
        name: 'Lounge Chair',
      }),
      origin: SHOP,
    },
  });
  expect(answer).toMatchObject({
    status: 303,
    headers: { location: '/product/eames-lounge-chair' },
  });
  expect(JSON.parse(fetchStub.calls[0].body!)).toEqual({
    productId: 'p1',
    variantId: 'v2',
    quantity: 2,
  });
  expect(answer.headers['set-cookie']).toEqual([
    flashCookie({ kind: 'success', text: 'Lounge Chair added to cart' }, SHOP),
  ]);
});

it('a coupon: checked by commerce and kept in its cookie, or refused with the service’s sentence', async () => {
  stubFetch({
    'POST http://services.invalid/api/coupons/validate': { body: { code: 'WELCOME35' } },
  });
  const applied = await renderer(async () => page(200)).render({
    url: '/cart',
    post: { form: form({ _shell: 'coupon', code: ' welcome35 ' }), origin: SHOP },
  });
  expect(applied.headers['set-cookie']).toEqual([
    'sohnne_coupon=WELCOME35; Path=/; SameSite=Lax; Secure',
    flashCookie({ kind: 'success', text: 'Coupon WELCOME35 applied' }, SHOP),
  ]);
  stubFetch({
    'POST http://services.invalid/api/coupons/validate': {
      status: 400,
      body: { message: 'This coupon has expired' },
    },
  });
  const refused = await renderer(async () => page(200)).render({
    url: '/cart',
    post: { form: form({ _shell: 'coupon', code: 'OLD' }), origin: SHOP },
  });
  expect(refused.headers['set-cookie']).toEqual([
    flashCookie({ kind: 'error', text: 'This coupon has expired' }, SHOP),
  ]);
});

it("a form's message is shown once: in the next page's HTML and data, and its cookie ended", async () => {
  const flash = flashCookie({ kind: 'success', text: 'Successfully logged in' }, SHOP).split(
    ';',
  )[0];
  const answer = await renderer(async () => page(200)).render({ url: '/login', cookie: flash });
  expect(answer.headers['set-cookie']).toEqual([
    'sohnne_flash=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
  ]);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  const html = await text(answer);
  expect(html).toContain('<p>Successfully logged in</p>');
  expect(html).toContain('"flash":{"kind":"success","text":"Successfully logged in"}');
});
