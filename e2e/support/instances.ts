import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Extra replicas of a service, started from the stack's own build, environment and database (as
 * infra/scripts/start.mjs starts the first ones) on a free port: for tests of what must hold across
 * replicas. The edge keeps routing to the stack's instances; a test calls an extra replica at its `url`.
 */

export type ServiceName = 'catalog' | 'content' | 'account' | 'commerce';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const LOG_DIR = path.join(REPO_ROOT, '.data', 'logs');
const DEFAULT_PORTS: Record<ServiceName, number> = {
  catalog: 3001,
  content: 3002,
  account: 3003,
  commerce: 3004,
};
const HEALTHY_WITHIN_MS = 60_000;
const STOPPED_WITHIN_MS = 10_000;

export interface ServiceInstance {
  name: ServiceName;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Where its output goes. */
  logFile: string;
  stop(): Promise<void>;
}

/** The port the stack's own instance of a service listens on (CATALOG_PORT, …, as `npm start` reads them). */
export function stackPort(name: ServiceName): number {
  return Number(process.env[`${name.toUpperCase()}_PORT`] || DEFAULT_PORTS[name]);
}

/** The stack's own instance of a service, as the edge reaches it. */
export function stackUrl(name: ServiceName): string {
  return `http://127.0.0.1:${stackPort(name)}`;
}

/** The environment `npm start` gives every service (see infra/scripts/start.mjs), for the same stack. */
export function stackEnvironment(): Record<string, string> {
  const edgePort = Number(process.env.EDGE_PORT || 8080);
  const trackingPort = Number(process.env.TRACKING_PORT || 3005);
  const secretFile = path.join(REPO_ROOT, '.data', 'session-secret');
  const secret =
    process.env.SESSION_SECRET ||
    (fs.existsSync(secretFile) ? fs.readFileSync(secretFile, 'utf8').trim() : '');
  if (!secret)
    throw new Error(`No SESSION_SECRET and no ${secretFile}: start the stack (npm start) first`);
  const names = Object.keys(DEFAULT_PORTS) as ServiceName[];
  return {
    SESSION_SECRET: secret,
    SOHNNE_DB_PORT: String(Number(process.env.SOHNNE_DB_PORT || 27018)),
    ...Object.fromEntries(names.map((name) => [`${name.toUpperCase()}_URL`, stackUrl(name)])),
    MANIFEST_URL: `http://127.0.0.1:${edgePort}/mfe-manifest.json`,
    TRACKING_URL: process.env.TRACKING_URL || `http://localhost:${trackingPort}`,
  };
}

/** A port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitHealthy(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(
        `the replica at ${url} exited (${child.exitCode ?? child.signalCode}); see ${logFile}`,
      );
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `the replica at ${url} was not healthy within ${HEALTHY_WITHIN_MS / 1000} s; see ${logFile}`,
  );
}

/**
 * Starts services/<name>/dist/main.js (built by `npm start`; or `main`, another build of it) with the stack's
 * environment, plus `env`, on a free port, and resolves once its /health answers 200. Call stop() when done
 * (e.g. in afterAll).
 */
export async function startInstance(
  name: ServiceName,
  env: Record<string, string> = {},
  main = path.join(REPO_ROOT, 'services', name, 'dist', 'main.js'),
): Promise<ServiceInstance> {
  if (!fs.existsSync(main))
    throw new Error(`${main} is missing: build the services first (npm start builds them)`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}-replica-${port}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [main], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...stackEnvironment(), ...env, PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const stop = async () => {
    if (exited(child)) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOPPED_WITHIN_MS);
    await done;
    clearTimeout(timer);
  };
  try {
    await waitHealthy(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, port, url, logFile, stop };
}
