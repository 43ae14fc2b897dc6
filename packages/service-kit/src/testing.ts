import type { INestApplication, Type } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServiceApp } from './create-app';
import { CSRF_COOKIE, CSRF_HEADER } from './tokens';

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

export interface TestService {
  app: INestApplication;
  db: TestDb;
  /** Base URL of the listening app. */
  url: string;
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
  Object.assign(process.env, env);
  const app = await createServiceApp(loadModule(), { logs: false });
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    app,
    db: app.get<Connection>(getConnectionToken()).db!,
    url: url.replace('[::1]', '127.0.0.1'),
    async stop() {
      await app.close();
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
    if (csrf && method !== 'GET' && !this.cookies.has(CSRF_COOKIE)) await this.request('GET', '/health');
    const allHeaders: Record<string, string> = { ...headers };
    if (this.cookies.size) allHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (csrf && this.cookies.has(CSRF_COOKIE)) allHeaders[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE)!;
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
