import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const freePort = async () => {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
};

async function ports() {
  const names = [
    'EDGE_PORT',
    'CATALOG_PORT',
    'CONTENT_PORT',
    'ACCOUNT_PORT',
    'COMMERCE_PORT',
    'TRACKING_PORT',
    'PAGE_SERVER_PORT',
    'EDGE_METRICS_PORT',
    'PAGE_SERVER_METRICS_PORT',
    'SOHNNE_DB_PORT',
  ];
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, String(await freePort())])),
  );
}

/** Runs start.mjs to its end (asynchronously: the stand-in servers of this test must keep answering). */
function start(env) {
  const child = spawn(process.execPath, ['infra/scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 20_000,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (status) => resolve({ status, stderr })));
}

test('npm start says in one sentence that a port it needs is taken, and starts nothing', async () => {
  const squatter = net.createServer((socket) => socket.destroy());
  const env = await ports();
  env.COMMERCE_PORT = String(await listen(squatter));
  try {
    const result = await start(env);
    assert.equal(result.status, 2);
    assert.equal(
      result.stderr.trim(),
      `[start] Port ${env.COMMERCE_PORT} (the commerce service) is already in use, perhaps by a stack left running: stop that process or set COMMERCE_PORT to a free port.`,
    );
  } finally {
    squatter.close();
  }
});

test('npm start recognises a running stack by its edge', async () => {
  const edge = http.createServer((_req, res) =>
    res.setHeader('content-type', 'application/json').end('{"status":"ok"}'),
  );
  const env = await ports();
  env.EDGE_PORT = String(await listen(edge));
  try {
    const result = await start(env);
    assert.equal(result.status, 2);
    assert.match(
      result.stderr,
      new RegExp(
        `^\\[start\\] Sohnne is already running at http://localhost:${env.EDGE_PORT}: stop it`,
      ),
    );
  } finally {
    edge.close();
  }
});

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a process of the stack (the edge) stops when the process that started it is killed outright', async () => {
  const port = await freePort();
  // A stand-in for start.mjs: starts the edge as start.mjs does (IPC channel) and prints its pid once the edge says it is ready.
  const parent = spawn(
    process.execPath,
    [
      '-e',
      `const c = require('node:child_process').spawn(process.execPath, ['infra/edge/server.js'], { env: { ...process.env, PORT: '${port}' }, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
       c.on('message', (m) => { if (m.type === 'ready') console.log(c.pid); });
       c.on('exit', (code) => console.log('edge exited ' + code));`,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const said = await new Promise((resolve) =>
    parent.stdout.once('data', (chunk) => resolve(String(chunk).trim())),
  );
  assert.match(said, /^\d+$/, 'the edge started (its package and @sohnne/telemetry are built)');
  const edgePid = Number(said);
  assert.ok(alive(edgePid));
  parent.kill('SIGKILL');
  for (let i = 0; i < 100 && alive(edgePid); i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(alive(edgePid), false);
});

/** Runs an entry script with --check-imports in a copy of the scripts without node_modules, recording every module loaded. */
async function importsBeforeInstall(script) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-fresh-'));
  fs.cpSync(path.join(REPO_ROOT, 'infra', 'scripts'), path.join(copy, 'infra', 'scripts'), {
    recursive: true,
    filter: (src) => !src.includes('node_modules'),
  });
  for (const file of ['package.json', 'package-lock.json'])
    fs.copyFileSync(path.join(REPO_ROOT, file), path.join(copy, file));
  const loaded = path.join(copy, 'loaded.txt');
  fs.writeFileSync(
    path.join(copy, 'hooks.mjs'),
    `import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  fs.appendFileSync(${JSON.stringify(loaded)}, result.url + '\\n');
  return result;
}`,
  );
  fs.writeFileSync(
    path.join(copy, 'register.mjs'),
    "import { register } from 'node:module'; register('./hooks.mjs', import.meta.url);",
  );
  const child = spawn(
    process.execPath,
    ['--import', path.join(copy, 'register.mjs'), path.join(copy, script), '--check-imports'],
    { cwd: copy, env: { ...process.env, ...(await ports()) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.once('exit', resolve));
  const urls = fs.existsSync(loaded)
    ? fs.readFileSync(loaded, 'utf8').split('\n').filter(Boolean)
    : [];
  const scripts = pathToFileURL(path.join(copy, 'infra', 'scripts')).href;
  return {
    status,
    output,
    outside: urls.filter((url) => !url.startsWith('node:') && !url.startsWith(scripts)),
  };
}

for (const script of ['infra/scripts/start.mjs', 'infra/scripts/test-all.mjs']) {
  test(`${script} loads nothing but Node's own modules before it installs the packages (fresh clone)`, async () => {
    const { status, output, outside } = await importsBeforeInstall(script);
    assert.deepEqual(outside, []);
    assert.equal(status, 0, output);
    assert.match(output, /reached the install step with only Node’s own modules loaded/);
  });
}
