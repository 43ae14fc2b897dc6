'use strict';
// Issue 20: a forged Host or X-Forwarded-Host never reaches a page, a sitemap or a cache.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { config } = require('../config');
const { createEdge } = require('../server');
const { createPageServer } = require('../../../shell/src/server/page-server.cjs');

const FORGED = {
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'for=6.6.6.6;host=evil.example;proto=http',
};

/** A GET with exactly these headers (fetch would not send a Host of our choosing). */
function get(port, requestPath, headers) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: requestPath, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const listen = (handler) =>
  new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(server));
  });

/**
 * An edge for https://shop.example (plus www.shop.example) in front of a service that writes its answer
 * from the headers it is sent (as the sitemap did), marked public so the edge keeps it, and a shell server
 * that writes the origin it was configured with and the request it was given into the page.
 */
async function shopEdge(t, overrides = {}) {
  const upstreamCalls = [];
  const upstream = http.createServer((req, res) => {
    upstreamCalls.push(req.headers);
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'public, max-age=60');
    res.end(
      JSON.stringify({
        sitemap: `${req.headers['x-forwarded-proto']}://${req.headers['x-forwarded-host'] ?? req.headers.host}/sitemap.xml`,
        headers: req.headers,
      }),
    );
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${upstream.address().port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-origin-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  const renders = [];
  fs.writeFileSync(
    path.join(dir, 'server.js'),
    `exports.createPageRenderer = async (options) => ({
      render: async (request) => {
        globalThis.__edgeOriginRenders.push(request);
        return { status: 200, headers: { 'content-type': 'text/html' }, body: '<link rel="canonical" href="' + options.publicUrl + request.url + '">' };
      },
    });`,
  );
  globalThis.__edgeOriginRenders = renders;
  const env = {
    PUBLIC_URL: 'https://shop.example',
    ALLOWED_HOSTS: 'www.shop.example',
    TRUST_PROXY_HOPS: '1',
    SOHNNE_SHELL_DIR: dir,
    SOHNNE_SHELL_SERVER_DIR: dir,
    SOHNNE_DEPLOY_DIR: dir,
    CATALOG_URL: base,
    CONTENT_URL: base,
    ACCOUNT_URL: base,
    COMMERCE_URL: base,
  };
  const pageServer = await listen(createPageServer(config(env)).handler);
  const handler = createEdge({
    ...config({ ...env, PAGE_SERVER_URL: `http://127.0.0.1:${pageServer.address().port}` }),
    ...overrides,
  });
  const edge = await listen(handler);
  const { port } = edge.address();
  t.after(() => {
    edge.close();
    upstream.close();
    pageServer.closeAllConnections();
    pageServer.close();
    delete globalThis.__edgeOriginRenders;
  });
  return { port, upstreamCalls, renders };
}

test('a Host the shop does not serve is refused before any cache, service or page server', async (t) => {
  const { port, upstreamCalls, renders } = await shopEdge(t);
  for (const host of [
    'evil.example',
    'shop.example.evil.example',
    'evil.example:443',
    `127.0.0.1:${port}`,
    'localhost',
  ]) {
    for (const requestPath of ['/collections/seating', '/robots.txt', '/api/products', '/health']) {
      const res = await get(port, requestPath, { host });
      assert.strictEqual(res.status, 421, `${host}${requestPath}`);
      assert.strictEqual(res.headers['cache-control'], 'no-store');
      assert.doesNotMatch(res.body, /evil|shop\.example/, 'the refusal names no host');
    }
  }
  assert.strictEqual((await get(port, '/', { host: 'bad host/' })).status, 400, 'a malformed Host');
  assert.deepStrictEqual(upstreamCalls, []);
  assert.deepStrictEqual(renders, []);
  for (const host of ['shop.example', 'SHOP.example:443', 'www.shop.example']) {
    assert.strictEqual((await get(port, '/api/products?host', { host })).status, 200, host);
  }
});

test("the services get the edge's forwarded headers, never a client's", async (t) => {
  const { port, upstreamCalls } = await shopEdge(t);
  const res = await get(port, '/api/products?forged', {
    host: 'shop.example',
    ...FORGED,
    'x-forwarded-for': '6.6.6.6, 203.0.113.9',
    'x-forwarded-port': '1',
  });
  assert.strictEqual(res.status, 200);
  const seen = upstreamCalls.at(-1);
  assert.strictEqual(seen['x-forwarded-host'], 'shop.example');
  assert.strictEqual(seen['x-forwarded-proto'], 'https');
  assert.strictEqual(seen.forwarded, undefined);
  assert.strictEqual(seen['x-forwarded-port'], undefined);
  // One trusted proxy in front (TRUST_PROXY_HOPS=1): its entry is kept, the client's own are dropped.
  assert.strictEqual(seen['x-forwarded-for'], '203.0.113.9, 127.0.0.1');
  assert.doesNotMatch(JSON.stringify(seen), /evil|6\.6\.6\.6/);
});

test('the first hop (TRUST_PROXY_HOPS=0) keeps no X-Forwarded-For entry of the client', async (t) => {
  const { port, upstreamCalls } = await shopEdge(t, { trustProxyHops: 0 });
  await get(port, '/api/products?first-hop', {
    host: 'shop.example',
    'x-forwarded-for': '6.6.6.6',
  });
  assert.strictEqual(upstreamCalls.at(-1)['x-forwarded-for'], '127.0.0.1');
});

test('the shared cache: a forged header first, then a plain request, and the plain one is clean', async (t) => {
  const { port, upstreamCalls } = await shopEdge(t);
  const forged = await get(port, '/api/products?poison', { host: 'shop.example', ...FORGED });
  assert.doesNotMatch(
    forged.body,
    /evil/,
    'the forged request itself is answered for the public origin',
  );
  const plain = await get(port, '/api/products?poison', { host: 'shop.example' });
  assert.strictEqual(
    upstreamCalls.filter((h) => h['x-forwarded-host']).length,
    1,
    'the plain request was answered from the kept answer',
  );
  assert.strictEqual(JSON.parse(plain.body).sitemap, 'https://shop.example/sitemap.xml');
  assert.doesNotMatch(plain.body, /evil/);
});

test('pages are rendered for the configured origin whatever Host or forwarded headers say', async (t) => {
  const { port, renders } = await shopEdge(t);
  const page = await get(port, '/collections/seating', { host: 'www.shop.example', ...FORGED });
  assert.strictEqual(page.status, 200);
  assert.strictEqual(
    page.body,
    '<link rel="canonical" href="https://shop.example/collections/seating">',
  );
  assert.deepStrictEqual(
    Object.keys(renders[0]).sort(),
    ['cookie', 'url'],
    'the page server is given no host at all',
  );
});

test('a local run answers on localhost and 127.0.0.1 and nothing else', async (t) => {
  const { port } = await shopEdge(
    t,
    config({
      PUBLIC_URL: 'http://localhost:8380',
      SOHNNE_SHELL_DIR: os.tmpdir(),
      SOHNNE_SHELL_SERVER_DIR: path.join(os.tmpdir(), 'none'),
    }),
  );
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'localhost:8380']) {
    assert.strictEqual((await get(port, '/runtime-config.js', { host })).status, 200, host);
  }
  const runtime = await get(port, '/runtime-config.js', { host: `localhost:${port}`, ...FORGED });
  assert.match(
    runtime.body,
    /"publicUrl":"http:\/\/localhost:8380"/,
    'the browser builds its head URLs on the same origin',
  );
  assert.strictEqual((await get(port, '/runtime-config.js', { host: 'evil.example' })).status, 421);
  assert.strictEqual(
    (await get(port, '/runtime-config.js', { host: `evil.example:${port}` })).status,
    421,
  );
});

test('configuration: PUBLIC_URL required in production, an origin, ops on a loopback port of its own by default', () => {
  assert.throws(
    () => config({ NODE_ENV: 'production' }),
    /Invalid configuration: PUBLIC_URL: required when NODE_ENV=production/,
  );
  assert.throws(
    () => config({ PUBLIC_URL: 'shop.example' }),
    /Invalid configuration: PUBLIC_URL: expected an absolute http\(s\) URL, not "shop.example"$/,
  );
  const cfg = config({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.example/some/path',
    ALLOWED_HOSTS: ' www.shop.example , ',
  });
  assert.strictEqual(cfg.publicUrl, 'https://shop.example');
  assert.deepStrictEqual(cfg.allowedHosts, ['www.shop.example']);
  assert.strictEqual(cfg.https, true);
  assert.strictEqual(
    config({}).publicUrl,
    'http://localhost:8080',
    'locally the edge’s own origin',
  );
  assert.deepStrictEqual([config({}).metricsPort, config({}).metricsHost], [9464, '127.0.0.1']);
  assert.deepStrictEqual(
    [
      config({ EDGE_METRICS_PORT: '9364', EDGE_METRICS_HOST: '0.0.0.0' }).metricsPort,
      config({ EDGE_METRICS_HOST: '0.0.0.0' }).metricsHost,
    ],
    [9364, '0.0.0.0'],
  );
  assert.throws(
    () => createEdge({ ...cfg, allowedHosts: ['evil.example/path'] }),
    /ALLOWED_HOSTS has "evil.example\/path"/,
  );
});
