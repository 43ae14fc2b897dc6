import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, RunningDb, startFerretDb } from '@sohnne/embedded-db';
import {
  seedPart,
  TestSessionStore,
  type TestClient,
  type TestDb,
} from '@sohnne/service-kit/testing';
import { CSRF_COOKIE, CSRF_HEADER } from '@sohnne/service-kit';
import mongoose, { type Connection } from 'mongoose';
import type { CatalogStub } from './catalog-stub';

/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON bodies loosely, as supertest does */

const SERVICE_DIR = path.resolve(__dirname, '..');
const STARTUP_MS = 30_000;

/** The commerce service built as it ships (dist/main.js), once per test file. */
export function buildService(): void {
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: SERVICE_DIR,
      stdio: 'inherit',
    },
  );
}

export interface Replica {
  url: string;
  process: ChildProcess;
  /** Resolves when the process has exited (crashed at a failpoint, or stopped). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * One database, a session store, a catalog stub and an outbox shared by commerce processes started from
 * the same build and environment, as replicas are.
 */
export class ReplicaSet {
  db!: TestDb;
  readonly outbox = mkdtempSync(path.join(tmpdir(), 'sohnne-replicas-'));
  readonly sessions = new TestSessionStore();
  readonly secret = randomBytes(32).toString('hex');
  private database?: RunningDb;
  private connection?: Connection;
  private readonly replicas: Replica[] = [];
  private catalogUrl = '';

  async start(catalog: CatalogStub): Promise<this> {
    this.database = await startFerretDb({ quiet: true });
    await this.sessions.start();
    this.connection = await mongoose
      .createConnection(`${this.database.uri}sohnne_commerce`)
      .asPromise();
    this.db = this.connection.db!;
    await seedPart('commerce').seed(this.db);
    this.catalogUrl = catalog.url;
    return this;
  }

  /** Starts one more commerce process on the shared database; extra variables on top of the shared ones. */
  async replica(extra: Record<string, string> = {}): Promise<Replica> {
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: SERVICE_DIR,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        MONGODB_URI: this.database!.uri,
        SESSION_SECRET: this.secret,
        ACCOUNT_URL: this.sessions.url,
        SESSION_CHECK_TTL_MS: '0',
        CATALOG_URL: this.catalogUrl,
        MAIL_OUTBOX_DIR: this.outbox,
        LOG_LEVEL: 'warn',
        ...extra,
      },
    });
    let stderr = '';
    child.stderr!.on(
      'data',
      (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)),
    );
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + STARTUP_MS;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`The commerce process exited at start-up: ${stderr}`);
      const healthy = await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) {
        // Stopped, or the test run would wait for it after failing.
        child.kill('SIGKILL');
        throw new Error(`The commerce process did not start: ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const replica: Replica = {
      url,
      process: child,
      exited,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      },
    };
    this.replicas.push(replica);
    return replica;
  }

  /** The confirmation e-mails written for an order. */
  mailsFor(invoiceId: string): number {
    return readdirSync(this.outbox).filter((file) =>
      readFileSync(path.join(this.outbox, file), 'utf8').includes(invoiceId),
    ).length;
  }

  async stop(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.stop()));
    await this.connection?.close();
    await this.sessions.stop();
    await this.database?.stop();
    rmSync(this.outbox, { recursive: true, force: true });
  }
}

export interface Answer {
  status: number;
  body: any;
  setCookies: string[];
}

/**
 * A browser that may send each request to another replica (as a load balancer does): one cookie jar, the
 * CSRF header echoed. `keepCookies: false` drops what an answer sets, as a lost answer does.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  async request(
    replica: Replica,
    method: string,
    path: string,
    body?: unknown,
    {
      headers = {},
      keepCookies = true,
    }: { headers?: Record<string, string>; keepCookies?: boolean } = {},
  ): Promise<Answer> {
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE))
      await this.request(replica, 'GET', '/health');
    const all: Record<string, string> = { ...headers };
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') all[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    if (body !== undefined) all['content-type'] = 'application/json';
    const response = await fetch(replica.url + path, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    if (keepCookies) this.keep(setCookies);
    const text = await response.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed, setCookies };
  }

  private keep(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = decodeURIComponent(rest.join('='));
      if (value === '' || attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)))
        this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  /** Signs in as the account service would (a session cookie for the user). */
  signIn(sessions: TestSessionStore, userId: string, secret: string) {
    const jar: Pick<TestClient, 'setCookie'> = {
      setCookie: (name, value) => this.cookies.set(name, value),
    };
    sessions.signIn(jar as TestClient, userId, secret);
  }
}
