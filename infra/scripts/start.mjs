#!/usr/bin/env node
// `npm start`: everything on a fresh clone — installs what is missing, builds, starts the embedded
// database, seeds it, publishes the MFEs, starts the four services and the edge at :8080.
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ensureDatabase,
  ensureInstalled,
  exitWith,
  REPO_ROOT,
  UsageError,
} from './lib/bootstrap.mjs';

process.env.TURBO_TELEMETRY_DISABLED ??= '1'; // no network beyond package registries here
const DATA_DIR = path.join(REPO_ROOT, '.data');
const LOG_DIR = path.join(DATA_DIR, 'logs');
const EDGE_PORT = Number(process.env.EDGE_PORT || 8080);
const SERVICES = [
  { name: 'catalog', port: Number(process.env.CATALOG_PORT || 3001) },
  { name: 'content', port: Number(process.env.CONTENT_PORT || 3002) },
  { name: 'account', port: Number(process.env.ACCOUNT_PORT || 3003) },
  { name: 'commerce', port: Number(process.env.COMMERCE_PORT || 3004) },
];
const TRACKING_PORT = Number(process.env.TRACKING_PORT || 3005);
const PAGE_SERVER_PORT = Number(process.env.PAGE_SERVER_PORT || 3006);
const PAGE_SERVER_METRICS_PORT = Number(process.env.PAGE_SERVER_METRICS_PORT || 9465);
const EDGE_METRICS_PORT = Number(process.env.EDGE_METRICS_PORT || 9464);
const started = Date.now();
const log = (line) =>
  console.log(`[start +${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
const run = (cmd, args, options = {}) =>
  execFileSync(cmd, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });

/** Local runs get a random secret kept in .data; deployments set SESSION_SECRET themselves. */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(DATA_DIR, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

const children = [];
let stopping = false;

/** The parent process id of `pid` (Linux /proc), or undefined where that cannot be read. */
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** How long a port held by a stack that is stopping may take to be free. */
const PORTS_FREED_WITHIN_MS = 5000;

/** True when something accepts connections on the port. */
function isBusy(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** One sentence when a stack (or anything else) already holds a port this one needs; null when all are free. */
async function portProblem(dbPort) {
  try {
    const response = await fetch(`http://127.0.0.1:${EDGE_PORT}/health`, {
      signal: AbortSignal.timeout(1500),
    });
    const body = await response.json();
    if (body?.status === 'ok') {
      return `Sohnne is already running at http://localhost:${EDGE_PORT}: stop it (Ctrl+C where it runs) or start this one on other ports (EDGE_PORT, CATALOG_PORT, …).`;
    }
  } catch {
    /* no stack there */
  }
  const ports = [
    { name: 'edge', variable: 'EDGE_PORT', port: EDGE_PORT },
    ...SERVICES.map((s) => ({
      name: `${s.name} service`,
      variable: `${s.name.toUpperCase()}_PORT`,
      port: s.port,
    })),
    { name: 'order-tracking app', variable: 'TRACKING_PORT', port: TRACKING_PORT },
    { name: 'page server', variable: 'PAGE_SERVER_PORT', port: PAGE_SERVER_PORT },
    { name: "edge's metrics", variable: 'EDGE_METRICS_PORT', port: EDGE_METRICS_PORT },
    {
      name: "page server's metrics",
      variable: 'PAGE_SERVER_METRICS_PORT',
      port: PAGE_SERVER_METRICS_PORT,
    },
    ...(process.env.MONGODB_URI
      ? []
      : [{ name: 'database', variable: 'SOHNNE_DB_PORT', port: dbPort }]),
  ];
  // A stack that is stopping (its processes close within a second or two of it) frees its ports first.
  const deadline = Date.now() + PORTS_FREED_WITHIN_MS;
  for (const { name, variable, port } of ports) {
    while ((await isBusy(port)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    if (await isBusy(port)) {
      return `Port ${port} (the ${name}) is already in use, perhaps by a stack left running: stop that process or set ${variable} to a free port.`;
    }
  }
  return null;
}

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  // The database last: the services close their connections first.
  const db = children.find((child) => child.stackName === 'db');
  const others = children.filter((child) => child !== db);
  const ended = (child) =>
    new Promise((resolve) =>
      child.exitCode !== null || child.signalCode !== null
        ? resolve()
        : child.once('exit', resolve),
    );
  for (const child of others) child.kill('SIGTERM');
  await Promise.all(others.map(ended));
  if (db) {
    db.kill('SIGTERM');
    await ended(db);
  }
  process.exit(code);
}

function startProcess(name, args, env) {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const out = fs.openSync(path.join(LOG_DIR, `${name}.log`), 'a');
  // The IPC channel closes when this process dies, however it dies: each child then stops by itself.
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out, 'ipc'],
  });
  child.stackName = name;
  child.once('exit', (code, signal) => {
    if (!stopping)
      log(
        `${name} exited (${signal ?? code}); see .data/logs/${name}.log — the rest keeps running`,
      );
  });
  children.push(child);
  return child;
}

async function waitFor(url, label, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(
    `${label} did not become healthy at ${url} within ${timeoutMs / 1000} s (see .data/logs)`,
  );
}

async function main() {
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGHUP', () => stopAll(0));
  // `npm start` killed outright (SIGKILL) leaves this process (or, under npm, the `sh -c` between npm and
  // it, and the pinned-node launcher) to init: stop the stack rather than serve on.
  const depth =
    1 +
    (process.env.npm_lifecycle_event ? 1 : 0) +
    (process.env.SOHNNE_PINNED_NODE_LAUNCHER === String(process.ppid) ? 1 : 0);
  const ancestors = () => {
    const pids = [process.ppid];
    while (pids.length < depth) pids.push(parentOf(pids[pids.length - 1]));
    return pids;
  };
  const lineage = ancestors();
  setInterval(() => {
    const now = ancestors();
    if (lineage.some((pid, i) => pid !== undefined && now[i] !== pid)) stopAll(0);
  }, 1000).unref();

  const dbPort = Number(process.env.SOHNNE_DB_PORT || 27018);
  const problem = await portProblem(dbPort);
  if (problem) throw new UsageError(problem);

  ensureInstalled(log);
  await ensureDatabase(log); // one clear sentence when neither Go nor MONGODB_URI is there
  const { buildHash, MFES, publish } = await import('./lib/deploy.mjs');

  log('building (turbo: cached parts are skipped)...');
  run('npx', ['turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']);

  for (const name of MFES) {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, `mfe-${name}`, 'package.json'), 'utf8'),
    );
    const live = publish(name, `${pkg.version}-${buildHash(name)}`);
    log(`mfe ${name} live at ${live.entry}`);
  }

  if (!process.env.MONGODB_URI) {
    const db = startProcess('db', ['infra/scripts/lib/db-keeper.mjs'], {
      SOHNNE_DB_PORT: String(dbPort),
      SOHNNE_DATA_DIR: path.join(DATA_DIR, 'db'),
    });
    const uri = await new Promise((resolve, reject) => {
      db.once('message', (message) => resolve(message.uri));
      db.once('exit', (code) =>
        reject(
          new Error(
            `the embedded database exited with code ${code} while starting (see .data/logs/db.log)`,
          ),
        ),
      );
    });
    log(`embedded FerretDB at ${uri} (data in .data/db)`);
  }
  const env = {
    SESSION_SECRET: sessionSecret(),
    SOHNNE_DB_PORT: String(dbPort),
    ...Object.fromEntries(
      SERVICES.map((s) => [`${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${s.port}`]),
    ),
    // The content service's sitemaps list the pages of every MFE's live route list.
    MANIFEST_URL: `http://127.0.0.1:${EDGE_PORT}/mfe-manifest.json`,
    TRACKING_URL: process.env.TRACKING_URL || `http://localhost:${TRACKING_PORT}`,
    // The one public origin of every absolute URL (pages, sitemaps, e-mails); the edge answers only its host.
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${EDGE_PORT}`,
    // The edge's /metrics, on loopback, off the shop's port.
    EDGE_METRICS_PORT: String(EDGE_METRICS_PORT),
    // The page server (its own process); the edge sends it page requests.
    PAGE_SERVER_PORT: String(PAGE_SERVER_PORT),
    PAGE_SERVER_METRICS_PORT: String(PAGE_SERVER_METRICS_PORT),
  };
  run(process.execPath, ['infra/seed/seed.js'], { env: { ...process.env, ...env } });

  for (const service of SERVICES) {
    startProcess(service.name, [`services/${service.name}/dist/main.js`], {
      ...env,
      PORT: String(service.port),
    });
  }
  startProcess('pages', ['shell/src/server/page-server.cjs'], env);
  startProcess('edge', ['infra/edge/server.js'], { ...env, PORT: String(EDGE_PORT) });
  startProcess('tracking', ['apps/tracking/server.mjs'], {
    ...env,
    TRACKING_PORT: String(TRACKING_PORT),
    STOREFRONT_URL: `http://localhost:${EDGE_PORT}`,
  });
  await Promise.all([
    waitFor(`http://127.0.0.1:${TRACKING_PORT}/health`, 'tracking app'),
    ...SERVICES.map((s) => waitFor(`http://127.0.0.1:${s.port}/health`, `${s.name} service`)),
    waitFor(`http://127.0.0.1:${PAGE_SERVER_PORT}/health`, 'page server'),
    waitFor(`http://127.0.0.1:${EDGE_PORT}/health`, 'edge'),
  ]);
  log(
    `Sohnne is up at http://localhost:${EDGE_PORT} (logs in .data/logs, Ctrl+C stops everything)`,
  );
}

main().catch(async (error) => {
  if (!children.length) exitWith('start', error);
  console.error(`[start] ${error.message}`);
  await stopAll(1);
});
