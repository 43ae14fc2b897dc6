import type { NextFunction, Request, Response } from 'express';
import { databaseUri, loadEnv } from '../src/config';
import { csrfProtection } from '../src/csrf';
import { jsonShapeProblem } from '../src/json-shape';
import { z } from 'zod';

const SECRET = 'x'.repeat(40);

function run(method: string, cookies: Record<string, string> = {}, header?: string) {
  const req = { method, cookies, get: (name: string) => (name === 'x-csrf-token' ? header : undefined) } as unknown as Request;
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
    },
  };
  const next = jest.fn() as NextFunction;
  csrfProtection(SECRET, false)(req, res as unknown as Response, next);
  return { res, next };
}

describe('CSRF double-submit', () => {
  it('issues a signed token on a safe request and lets it through', () => {
    const { res, next } = run('GET');
    expect(next).toHaveBeenCalled();
    expect(res.cookies.sohnne_csrf).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('accepts a state-changing call that echoes its valid cookie', () => {
    const token = run('GET').res.cookies.sohnne_csrf;
    const { res, next } = run('POST', { sohnne_csrf: token }, token);
    expect(next).toHaveBeenCalled();
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined, true],
    ['a different header', 'other.value', true],
    ['a forged (unsigned) cookie echoed back', 'forged.signature', false],
  ])('refuses %s with 403', (_label, header, validCookie) => {
    const token = validCookie ? run('GET').res.cookies.sohnne_csrf : 'forged.signature';
    const { res, next } = run('DELETE', { sohnne_csrf: token }, header);
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ message: 'Invalid or missing CSRF token' });
  });
});

describe('configuration', () => {
  it('rejects a missing or short SESSION_SECRET with one clear message', () => {
    expect(() => loadEnv({}, {})).toThrow(/Invalid configuration: SESSION_SECRET/);
    expect(() => loadEnv({}, { SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('validates service-specific fields and applies defaults', () => {
    const env = loadEnv({ CATALOG_URL: z.string().url().default('http://127.0.0.1:3001') }, { SESSION_SECRET: SECRET });
    expect(env.CATALOG_URL).toBe('http://127.0.0.1:3001');
    expect(env.SOHNNE_DB_PORT).toBe(27018);
    expect(env.COOKIE_SECURE).toBe(false);
    expect(() => loadEnv({}, { SESSION_SECRET: SECRET, COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  it('puts each service on its own database', () => {
    expect(databaseUri('sohnne_cart', { SOHNNE_DB_PORT: 27018 })).toBe('mongodb://127.0.0.1:27018/sohnne_cart');
    expect(databaseUri('sohnne_cart', { MONGODB_URI: 'mongodb://db:27017/admin?tls=true', SOHNNE_DB_PORT: 1 })).toBe(
      'mongodb://db:27017/sohnne_cart?tls=true',
    );
  });
});

describe('JSON body shape', () => {
  it('accepts ordinary bodies', () => {
    expect(jsonShapeProblem({ items: [{ variantId: 'a', quantity: 1 }], note: null })).toBeUndefined();
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
