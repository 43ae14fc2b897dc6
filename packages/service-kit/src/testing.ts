// Helpers for the services' jest tests (never loaded in production).
/// <reference types="jest" />
import type { INestApplication, Type } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { Test } from '@nestjs/testing';
import { createServiceApp } from './create-app';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, SESSION_LOOKUP_PATH } from './tokens';

/* eslint-disable @typescript-eslint/no-require-imports */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON bodies loosely, as supertest does */

/** The service's own database, as its mongoose connection sees it. */
export type TestDb = NonNullable<Connection['db']>;

/** One part of infra/seed: the same code `npm run seed` runs against the service's database. */
export interface SeedPart {
  dbName: string;
  seed(db: TestDb): Promise<void>;
}

export function seedPart(name: 'catalog' | 'content' | 'account' | 'commerce'): SeedPart {
  const { REPO_ROOT } = require('@sohnne/embedded-db');
  return require(path.join(REPO_ROOT, 'infra', 'seed', name));
}

/**
 * The account service's session look-up as the other services see it: sessions signed in here are active
 * until revoked. (The account service itself checks its own `sessions` collection.)
 */
export class TestSessionStore {
  private readonly active = new Map<string, string>();
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const sid = decodeURIComponent(url.pathname.slice(SESSION_LOOKUP_PATH.length + 1));
      const active =
        url.pathname.startsWith(`${SESSION_LOOKUP_PATH}/`) &&
        this.active.get(sid) === url.searchParams.get('user');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ active }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A session token for the user, as the account service issues at login, set as the client's cookie. */
  signIn(
    client: TestClient,
    userId: string,
    secret = process.env.SESSION_SECRET!,
  ): { token: string; sid: string } {
    const sid = randomBytes(24).toString('base64url');
    this.active.set(sid, userId);
    const token = new JwtService({ secret }).sign(
      { sub: userId, sid },
      { algorithm: 'HS256', expiresIn: '1h' },
    );
    client.setCookie(SESSION_COOKIE, token);
    return { token, sid };
  }

  revoke(sid: string): void {
    this.active.delete(sid);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export interface TestService {
  app: INestApplication;
  db: TestDb;
  /** Base URL of the listening app. */
  url: string;
  /** Where the service asks whether a session is active (unused by the account service itself). */
  sessions: TestSessionStore;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway embedded FerretDB (free port, temp folder) and the service on it.
 * `loadModule` is called after the environment is set, so the module reads the test database.
 */
export async function startTestService(
  loadModule: () => Type<unknown>,
  env: Record<string, string> = {},
): Promise<TestService> {
  const { startFerretDb } = require('@sohnne/embedded-db');
  const db = process.env.MONGODB_URI ? null : await startFerretDb({ quiet: true });
  if (db) process.env.MONGODB_URI = db.uri;
  process.env.SESSION_SECRET ??= randomBytes(32).toString('hex');
  process.env.LOG_LEVEL = 'silent';
  const sessions = await new TestSessionStore().start();
  // A revocation is seen at once (no cache) in tests, and the test client plays the edge: its
  // X-Forwarded-For is believed, so a test can be many shoppers.
  Object.assign(
    process.env,
    { ACCOUNT_URL: sessions.url, SESSION_CHECK_TTL_MS: '0', TRUSTED_PROXIES: '127.0.0.1' },
    env,
  );
  const app = await createServiceApp(loadModule(), { logs: false });
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    app,
    db: app.get<Connection>(getConnectionToken()).db!,
    url: url.replace('[::1]', '127.0.0.1'),
    sessions,
    async stop() {
      await app.close();
      await sessions.stop();
      if (db) {
        await db.stop();
        delete process.env.MONGODB_URI;
      }
    },
  };
}

/** A browser-like agent: keeps cookies and echoes the CSRF cookie in the header, as the MFEs do. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    { csrf = true, headers = {} }: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: any; headers: Headers }> {
    if (csrf && method !== 'GET' && !this.cookies.has(CSRF_COOKIE))
      await this.request('GET', '/health');
    const allHeaders: Record<string, string> = { ...headers };
    if (this.cookies.size)
      allHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (csrf && this.cookies.has(CSRF_COOKIE))
      allHeaders[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE)!;
    if (body !== undefined) allHeaders['content-type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: allHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = decodeURIComponent(rest.join('='));
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body ?? {});
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, body ?? {});
  }
  patch(path: string, body?: unknown) {
    return this.request('PATCH', path, body ?? {});
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }
}

/**
 * Proves a service's configuration is validated when its app starts, never read when its files are
 * imported: without SESSION_SECRET its app module imports, and starting it fails with the config's sentence.
 */
export async function expectConfigReadAtStart(loadAppModule: () => Type<unknown>): Promise<void> {
  const saved = process.env.SESSION_SECRET;
  delete process.env.SESSION_SECRET;
  try {
    let appModule: Type<unknown> | undefined;
    jest.isolateModules(() => {
      expect(() => (appModule = loadAppModule())).not.toThrow();
    });
    const starting = Test.createTestingModule({ imports: [appModule!] }).compile();
    await expect(starting).rejects.toThrow(/Invalid configuration: SESSION_SECRET/);
  } finally {
    if (saved !== undefined) process.env.SESSION_SECRET = saved;
  }
}
