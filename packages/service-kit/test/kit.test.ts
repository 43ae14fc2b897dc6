import type { NextFunction, Request, Response } from 'express';
import { databaseUri, loadEnv } from '../src/config';
import { csrfProtection, CsrfTokens, type SameOriginOptions } from '../src/csrf';
import { jsonShapeProblem } from '../src/json-shape';
import { z } from 'zod';

const SECRET = 'x'.repeat(40);

const HOST = 'shop.example';

interface Call {
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

function run(
  method: string,
  { cookies = {}, headers = {} }: Call = {},
  path = '/api/cart/items',
  options: SameOriginOptions = { signedWebhooks: ['/api/checkout/webhook'] },
) {
  const lower = Object.fromEntries(
    Object.entries({ host: HOST, ...headers }).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const req = {
    method,
    path,
    cookies,
    get: (name: string) => lower[name.toLowerCase()],
  } as unknown as Request;
  const res = {
    cookies: {} as Record<string, string>,
    statusCode: 200,
    body: undefined as unknown,
    cookie(name: string, value: string) {
      this.cookies[name] = value;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
  };
  const next = jest.fn() as NextFunction;
  csrfProtection(SECRET, false, options)(req, res as unknown as Response, next);
  return { res, next };
}

/** A browser's first visit: its visitor cookie and the CSRF token issued with it. */
function browser(extra: Record<string, string> = {}) {
  const { res } = run('GET', { cookies: extra });
  const cookies = { ...extra, ...res.cookies };
  return { cookies, token: cookies.sohnne_csrf };
}

describe('CSRF double-submit bound to the browser', () => {
  it('issues a signed visitor id and a token on a safe request and lets it through', () => {
    const { res, next } = run('GET');
    expect(next).toHaveBeenCalled();
    expect(res.cookies.sohnne_csrf).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(res.cookies.sohnne_visitor).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('accepts a state-changing call that echoes its valid cookie, from its own origin', () => {
    const { cookies, token } = browser();
    const sameOrigin: Record<string, string>[] = [
      {},
      { origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of sameOrigin) {
      const { res, next } = run('POST', {
        cookies,
        headers: { 'x-csrf-token': token, ...headers },
      });
      expect(next).toHaveBeenCalled();
      expect(res.statusCode).toBe(200);
    }
  });

  it.each([
    ['no header', () => ({ cookies: browser().cookies, header: undefined as string | undefined })],
    ['a different header', () => ({ cookies: browser().cookies, header: 'other.value' })],
    [
      'a forged (unsigned) cookie echoed back',
      () => ({
        cookies: { ...browser().cookies, sohnne_csrf: 'forged.signature' },
        header: 'forged.signature',
      }),
    ],
  ])('refuses %s with 403', (_label, make) => {
    const { cookies, header } = make();
    const { res, next } = run('DELETE', {
      cookies,
      headers: header ? { 'x-csrf-token': header } : {},
    });
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ message: 'Invalid or missing CSRF token' });
  });

  it("lets a provider's signed webhook through without a pair or an Origin, and nothing else", () => {
    expect(
      run('POST', { headers: { origin: 'https://api.stripe.com' } }, '/api/checkout/webhook').next,
    ).toHaveBeenCalled();
    const other = run(
      'POST',
      { headers: { origin: 'https://api.stripe.com' } },
      '/api/checkout/webhook/x',
    );
    expect(other.next).not.toHaveBeenCalled();
    expect(other.res.statusCode).toBe(403);
  });

  it('with public reads, a safe request gets no cookie and a change is still checked', () => {
    const read = run('GET', {}, '/api/products', { publicReads: true });
    expect(read.next).toHaveBeenCalled();
    expect(read.res.cookies).toEqual({});
    const change = run('POST', {}, '/api/products', { publicReads: true });
    expect(change.next).not.toHaveBeenCalled();
    expect(change.res.statusCode).toBe(403);
  });

  it("refuses one visitor's pair in another browser", () => {
    const mallory = browser();
    const victim = browser();
    const { res, next } = run('POST', {
      cookies: { ...victim.cookies, sohnne_csrf: mallory.token },
      headers: { 'x-csrf-token': mallory.token },
    });
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(403);
  });

  it('binds the token to the session cookie when there is one', () => {
    const visitor = browser();
    const signedIn = { ...visitor.cookies, sohnne_session: 'token-a' };
    // the visitor's token no longer matches once a session cookie is there: a new one is issued
    const refused = run('POST', { cookies: signedIn, headers: { 'x-csrf-token': visitor.token } });
    expect(refused.res.statusCode).toBe(403);
    const token = refused.res.cookies.sohnne_csrf;
    const { next } = run('POST', {
      cookies: { ...signedIn, sohnne_csrf: token },
      headers: { 'x-csrf-token': token },
    });
    expect(next).toHaveBeenCalled();
    const otherSession = run('POST', {
      cookies: { ...signedIn, sohnne_session: 'token-b', sohnne_csrf: token },
      headers: { 'x-csrf-token': token },
    });
    expect(otherSession.res.statusCode).toBe(403);
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ origin: `https://${HOST}.evil.example` }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
  ])('refuses a valid pair sent cross-site (%j)', (headers) => {
    const { cookies, token } = browser();
    const { res, next } = run('PATCH', { cookies, headers: { 'x-csrf-token': token, ...headers } });
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ message: 'Cross-site request refused' });
  });
});

describe('a change by a plain link (no CSRF token): from the shop itself only', () => {
  const tokens = new CsrfTokens(SECRET, false, { allowedOrigins: ['https://partner.example'] });
  const request = (headers: Record<string, string>) => {
    const lower = Object.fromEntries(
      Object.entries({ host: HOST, ...headers }).map(([k, v]) => [k.toLowerCase(), v]),
    );
    return { get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  };

  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ referer: `https://${HOST}/my-account` }],
  ])('accepts %j', (headers) => expect(tokens.isFromShop(request(headers))).toBe(true));

  it.each([
    [{}],
    [{ 'sec-fetch-site': 'cross-site', referer: `https://${HOST}/` }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ referer: 'https://evil.example/' }],
    [{ referer: 'https://partner.example/' }],
    [{ referer: 'not a url' }],
  ])('refuses %j', (headers) => expect(tokens.isFromShop(request(headers))).toBe(false));
});

describe('configuration', () => {
  it('rejects a missing or short SESSION_SECRET with one clear message', () => {
    expect(() => loadEnv({}, {})).toThrow(/Invalid configuration: SESSION_SECRET/);
    expect(() => loadEnv({}, { SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('validates service-specific fields and applies defaults', () => {
    const env = loadEnv(
      { CATALOG_URL: z.string().url().default('http://127.0.0.1:3001') },
      { SESSION_SECRET: SECRET },
    );
    expect(env.CATALOG_URL).toBe('http://127.0.0.1:3001');
    expect(env.SOHNNE_DB_PORT).toBe(27018);
    expect(env.COOKIE_SECURE).toBe(false);
    expect(() => loadEnv({}, { SESSION_SECRET: SECRET, COOKIE_SECURE: 'yes' })).toThrow(
      /COOKIE_SECURE/,
    );
  });

  it('reuses a session answer for at most 2 s, so a logout reaches every service within that', () => {
    expect(loadEnv({}, { SESSION_SECRET: SECRET }).SESSION_CHECK_TTL_MS).toBeLessThanOrEqual(2000);
    expect(() => loadEnv({}, { SESSION_SECRET: SECRET, SESSION_CHECK_TTL_MS: '2001' })).toThrow(
      /SESSION_CHECK_TTL_MS/,
    );
  });

  it('requires PUBLIC_URL in production: absolute URLs never come from a request', () => {
    expect(() => loadEnv({}, { SESSION_SECRET: SECRET, NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required when NODE_ENV=production/,
    );
    expect(
      loadEnv(
        {},
        { SESSION_SECRET: SECRET, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' },
      ).PUBLIC_URL,
    ).toBe('https://shop.example');
    expect(loadEnv({}, { SESSION_SECRET: SECRET }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('puts each service on its own database', () => {
    expect(databaseUri('sohnne_cart', { SOHNNE_DB_PORT: 27018 })).toBe(
      'mongodb://127.0.0.1:27018/sohnne_cart',
    );
    expect(
      databaseUri('sohnne_cart', {
        MONGODB_URI: 'mongodb://db:27017/admin?tls=true',
        SOHNNE_DB_PORT: 1,
      }),
    ).toBe('mongodb://db:27017/sohnne_cart?tls=true');
  });
});

describe('JSON body shape', () => {
  it('accepts ordinary bodies', () => {
    expect(
      jsonShapeProblem({ items: [{ variantId: 'a', quantity: 1 }], note: null }),
    ).toBeUndefined();
    expect(jsonShapeProblem(undefined)).toBeUndefined();
  });

  it('refuses a body nested deeper than the limit without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(jsonShapeProblem(deep)).toBe('The request body is nested deeper than 16 levels');
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s at any level', (key) => {
    expect(jsonShapeProblem(JSON.parse(`{"a":{"${key}":{"x":1}}}`))).toBe(
      `The request body may not contain the key ${key}`,
    );
  });
});
