#!/usr/bin/env node
// `npm start`: everything on a fresh clone — installs what is missing, builds, starts the embedded
// database, seeds it, publishes the MFEs, starts the four services and the edge at :8080.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildHash, MFES, publish, REPO_ROOT } from './lib/deploy.mjs';

const require = createRequire(import.meta.url);
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
const started = Date.now();
const log = (line) => console.log(`[start +${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
const run = (cmd, args, options = {}) => execFileSync(cmd, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });

function installDependencies() {
  if (fs.existsSync(path.join(REPO_ROOT, 'node_modules', '.package-lock.json'))) return;
  log('installing npm packages (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

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
let db = null;
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))));
  if (db) await db.stop();
  process.exit(code);
}

function startProcess(name, args, env) {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const out = fs.openSync(path.join(LOG_DIR, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  child.once('exit', (code, signal) => {
    if (!stopping) log(`${name} exited (${signal ?? code}); see .data/logs/${name}.log — the rest keeps running`);
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
  throw new Error(`${label} did not become healthy at ${url} within ${timeoutMs / 1000} s (see .data/logs)`);
}

async function main() {
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  installDependencies();
  const { ensureFerretDb, startFerretDb } = require('@sohnne/embedded-db');
  const dbPort = Number(process.env.SOHNNE_DB_PORT || 27018);
  if (!process.env.MONGODB_URI) {
    ensureFerretDb({ log }); // fails with one clear sentence when neither Go nor MONGODB_URI is there
  }

  log('building (turbo: cached parts are skipped)...');
  run('npx', ['turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']);

  for (const name of MFES) {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, `mfe-${name}`, 'package.json'), 'utf8'));
    const live = publish(name, `${pkg.version}-${buildHash(name)}`);
    log(`mfe ${name} live at ${live.entry}`);
  }

  if (!process.env.MONGODB_URI) {
    db = await startFerretDb({ port: dbPort, dataDir: path.join(DATA_DIR, 'db'), log, quiet: true });
    log(`embedded FerretDB at ${db.uri} (data in .data/db)`);
  }
  const env = {
    SESSION_SECRET: sessionSecret(),
    SOHNNE_DB_PORT: String(dbPort),
    ...Object.fromEntries(SERVICES.map((s) => [`${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${s.port}`])),
    TRACKING_URL: process.env.TRACKING_URL || `http://localhost:${TRACKING_PORT}`,
  };
  run(process.execPath, ['infra/seed/seed.js'], { env: { ...process.env, ...env } });

  for (const service of SERVICES) {
    startProcess(service.name, [`services/${service.name}/dist/main.js`], { ...env, PORT: String(service.port) });
  }
  startProcess('edge', ['infra/edge/server.js'], { ...env, PORT: String(EDGE_PORT) });
  startProcess('tracking', ['apps/tracking/server.mjs'], { ...env, TRACKING_PORT: String(TRACKING_PORT), STOREFRONT_URL: `http://localhost:${EDGE_PORT}` });
  await Promise.all([
    waitFor(`http://127.0.0.1:${TRACKING_PORT}/health`, 'tracking app'),
    ...SERVICES.map((s) => waitFor(`http://127.0.0.1:${s.port}/health`, `${s.name} service`)),
    waitFor(`http://127.0.0.1:${EDGE_PORT}/health`, 'edge'),
  ]);
  log(`Sohnne is up at http://localhost:${EDGE_PORT} (logs in .data/logs, Ctrl+C stops everything)`);
}

main().catch(async (error) => {
  console.error(`[start] ${error.message}`);
  await stopAll(1);
});
