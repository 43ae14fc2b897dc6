'use strict';
/* eslint-disable @typescript-eslint/no-require-imports */
// What the commerce benches share: a catalog stub, replicas of a built service, a visitor's browser.
const path = require('node:path');
const http = require('node:http');
const { spawn } = require('node:child_process');
const { createHmac, randomBytes } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const { freePort } = require('@sohnne/embedded-db');

const SERVICE_DIR = path.resolve(__dirname, '..');

const id = (n) => n.toString(16).padStart(24, 'c');
const PRODUCTS = Array.from({ length: 40 }, (_, i) => ({
  id: id(100 + i),
  slug: `product-${i}`,
  name: `Product ${i}`,
  image: { url: '/media/p.webp', alternativeText: 'p', width: 800, height: 800 },
  variants: [
    {
      id: id(300 + i),
      type: 'Top',
      value: 'White',
      price: 450.1,
      pay_price: 450.1,
      was_price: null,
      discount_price: null,
      is_discount: false,
      gallery: [],
    },
  ],
}));

/** The catalog's product lookup, from memory; `lookups` counts the calls commerce makes. */
function startCatalog(port) {
  const byId = new Map(PRODUCTS.map((product) => [product.id, product]));
  const server = http.createServer((req, res) => {
    server.lookups += 1;
    const ids = (new URL(req.url, 'http://x').searchParams.get('ids') ?? '').split(',');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: ids.filter((i) => byId.has(i)).map((i) => byId.get(i)) }));
  });
  server.lookups = 0;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * The account service's session lookup, answering every session active (the bench signs its own), so
 * that a signed-in shopper's request pays what it pays in the shop: the service asks once per TTL.
 */
function startSessionStore(port) {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ active: true }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A session token as the account service issues it at login (HS256 over SESSION_SECRET). */
function sessionToken(secret, userId) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: userId, sid: randomBytes(12).toString('base64url'), iat: now, exp: now + 3600 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * One replica of a built service. With `countCommands` it runs with bench/count-commands.js preloaded
 * (the driver's command monitoring, in the bench's process only) and `commands()` reads and resets
 * the count of database commands since the last read.
 */
async function startReplica(dist, env, { countCommands = false } = {}) {
  const port = await freePort();
  const args = countCommands ? ['-r', path.join(__dirname, 'count-commands.js')] : [];
  const child = spawn(process.execPath, [...args, path.join(dist, 'main.js')], {
    cwd: SERVICE_DIR,
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'error' },
  });
  const url = `http://127.0.0.1:${port}`;
  const commands = () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send('read');
    });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`${dist}: the service exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, commands };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${dist}: the service did not start`);
}

/**
 * A visitor's browser: its cookies, the CSRF header, each request to the next replica. `session` is a
 * session token (sessionToken) for a signed-in shopper.
 */
function visitor(replicas, { session } = {}) {
  const cookies = new Map(session ? [['sohnne_session', session]] : []);
  let turn = Math.floor(Math.random() * replicas.length);
  const send = async (method, urlPath, body, extraHeaders = {}) => {
    const replica = replicas[turn++ % replicas.length];
    const headers = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET')
      Object.assign(headers, {
        'x-csrf-token': cookies.get('sohnne_csrf') ?? '',
        'content-type': 'application/json',
      });
    const response = await fetch(replica.url + urlPath, {
      method,
      headers: { ...headers, ...extraHeaders },
      body: body && JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair.split('=');
      cookies.set(name.trim(), decodeURIComponent(rest.join('=')));
    }
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  const timed = async (request) => {
    const started = performance.now();
    const answer = await request();
    return { status: answer.status, body: answer.body, ms: performance.now() - started };
  };
  return {
    ready: () => send('GET', '/health'),
    cart: () => send('GET', '/api/cart'),
    add: (product) =>
      timed(() => send('POST', '/api/cart/items', { productId: product.id, quantity: 1 })),
    checkout: (body, key) =>
      timed(() => send('POST', '/api/checkout', body, { 'idempotency-key': key })),
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

module.exports = {
  PRODUCTS,
  startCatalog,
  startSessionStore,
  sessionToken,
  startReplica,
  visitor,
  percentile,
};
