import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const freePort = async () => {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
};

async function ports() {
  const names = ['EDGE_PORT', 'CATALOG_PORT', 'CONTENT_PORT', 'ACCOUNT_PORT', 'COMMERCE_PORT', 'SOHNNE_DB_PORT'];
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, String(await freePort())])));
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
    assert.equal(result.status, 1);
    assert.equal(
      result.stderr.trim(),
      `[start] Port ${env.COMMERCE_PORT} (the commerce service) is already in use, perhaps by a stack left running: stop that process or set COMMERCE_PORT to a free port.`,
    );
  } finally {
    squatter.close();
  }
});

test('npm start recognises a running stack by its edge', async () => {
  const edge = http.createServer((_req, res) => res.setHeader('content-type', 'application/json').end('{"status":"ok","services":{}}'));
  const env = await ports();
  env.EDGE_PORT = String(await listen(edge));
  try {
    const result = await start(env);
    assert.equal(result.status, 1);
    assert.match(result.stderr, new RegExp(`^\\[start\\] Sohnne is already running at http://localhost:${env.EDGE_PORT}: stop it`));
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
  // A stand-in for start.mjs: starts the edge as start.mjs does (IPC channel), reports its pid.
  const parent = spawn(
    process.execPath,
    [
      '-e',
      `const c = require('node:child_process').spawn(process.execPath, ['infra/edge/server.js'], { env: { ...process.env, PORT: '${port}' }, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
       console.log(c.pid);`,
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const edgePid = Number(await new Promise((resolve) => parent.stdout.once('data', (chunk) => resolve(String(chunk)))));
  for (let i = 0; i < 50; i++) {
    if (await fetch(`http://127.0.0.1:${port}/runtime-config.js`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.ok(alive(edgePid));
  parent.kill('SIGKILL');
  for (let i = 0; i < 50 && alive(edgePid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(alive(edgePid), false);
});
