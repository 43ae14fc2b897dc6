'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { config, createEdge } = require('../server');
const { serviceFor } = require('../route-table');

const LOCAL_ORIGIN = 'http://localhost:8080';

test('longest prefix wins, on whole path segments', () => {
  assert.strictEqual(serviceFor('/api/auth/sign-up'), 'account');
  assert.strictEqual(serviceFor('/api/auth/invoice/42'), 'commerce');
  assert.strictEqual(serviceFor('/api/pages/designers'), 'catalog');
  assert.strictEqual(serviceFor('/api/pages/blogs/all'), 'content');
  assert.strictEqual(serviceFor('/api/cartography'), undefined);
  assert.strictEqual(serviceFor('/api/unknown'), undefined);
  assert.strictEqual(serviceFor('/sitemap.xml'), 'content');
  assert.strictEqual(serviceFor('/robots.txt'), 'content');
  assert.strictEqual(serviceFor('/sitemap.xml/x'), undefined);
});

/** A GET as sent, unnormalised, with any headers (fetch would not send a Host of our choosing). */
function rawGet(port, requestPath, headers = {}) {
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

function listen(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

test('forwards /api by prefix keeping the path, serves the manifest uncached and versioned assets immutable', async (t) => {
  const seen = [];
  const upstream = http.createServer((req, res) => {
    seen.push({ url: req.url, id: req.headers['x-request-id'], from: req.socket.remoteAddress });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise((r) => upstream.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${upstream.address().port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), '.edge-'));
  fs.mkdirSync(path.join(dir, 'deploy', 'mfe', 'catalog', '1.2.3'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'deploy', 'mfe', 'catalog', '1.2.3', 'remoteEntry.js'),
    'var catalog = 1;',
  );
  fs.writeFileSync(
    path.join(dir, 'deploy', 'mfe-manifest.json'),
    JSON.stringify({ mfes: { catalog: { version: '1.1.0' } } }),
  );
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
  const handler = createEdge({
    port: 0,
    publicUrl: LOCAL_ORIGIN,
    shellDir: path.join(dir, 'shell'),
    deployDir: path.join(dir, 'deploy'),
    mediaDir: dir,
    services: { catalog: base, content: base, account: 'http://127.0.0.1:9', commerce: base },
    proxySourceAddress: '127.0.0.2',
    widgets: {},
  });
  await handler.ready;
  const edge = await listen(handler);
  const ops = await listen(handler.ops);
  t.after(() => {
    edge.close();
    ops.close();
    upstream.close();
  });
  const url = `http://127.0.0.1:${edge.address().port}`;

  const api = await fetch(`${url}/api/products?page=2`);
  assert.strictEqual(api.status, 200);
  assert.strictEqual(seen[0].url, '/api/products?page=2');
  assert.ok(seen[0].id, 'a request id is forwarded');
  assert.strictEqual(seen[0].from, '127.0.0.2', 'from the address the services trust as the edge');

  const down = await fetch(`${url}/api/login`, { method: 'POST' });
  assert.strictEqual(down.status, 503);
  assert.match((await down.json()).message, /account service is unavailable/);

  assert.strictEqual((await fetch(`${url}/api/nope`)).status, 404);

  const report = (body) =>
    fetch(`${url}/telemetry/mfe-error`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
  assert.strictEqual(
    (await report(JSON.stringify({ mfe: 'catalog', version: '1.1.0' }))).status,
    204,
  );
  assert.strictEqual(
    (await report(JSON.stringify({ mfe: 'catalog', version: '1.1.0' }))).status,
    204,
  );
  assert.strictEqual((await report(JSON.stringify({ mfe: '<script>', version: '1' }))).status, 400);
  assert.strictEqual((await report('not json')).status, 400);
  assert.strictEqual(
    (await report(JSON.stringify({ mfe: 'catalog', version: '6.6.6' }))).status,
    400,
    'only versions the manifest names are counted',
  );
  // The counts are on the ops port only: on the shop's port /metrics is just another page.
  const opsUrl = `http://127.0.0.1:${ops.address().port}`;
  assert.match(
    await (await fetch(`${opsUrl}/metrics`)).text(),
    /sohnne_mfe_errors_total\{mfe="catalog",version="1.1.0",kind="load"\} 2/,
  );
  assert.doesNotMatch(
    await (await fetch(`${url}/metrics`)).text(),
    /sohnne_mfe_errors_total|process_cpu/,
  );
  assert.strictEqual(
    (await fetch(`${opsUrl}/health`)).status,
    503,
    'the ops port answers the probes too (a service is down here)',
  );
  assert.strictEqual((await fetch(`${opsUrl}/about-us`)).status, 404, 'and nothing else');
  // The shop's port says the edge is alive, and nothing about the services behind it.
  const publicHealth = await fetch(`${url}/health`);
  assert.strictEqual(publicHealth.status, 200);
  assert.deepStrictEqual(await publicHealth.json(), { status: 'ok' });

  const robots = await fetch(`${url}/robots.txt`);
  assert.strictEqual(robots.status, 200);
  assert.strictEqual(seen.at(-1).url, '/robots.txt');

  const manifest = await fetch(`${url}/mfe-manifest.json`);
  assert.strictEqual(manifest.status, 200);
  assert.strictEqual(manifest.headers.get('cache-control'), 'no-cache');

  const asset = await fetch(`${url}/mfe/catalog/1.2.3/remoteEntry.js`);
  assert.strictEqual(asset.status, 200);
  assert.match(asset.headers.get('cache-control'), /immutable/);
  assert.strictEqual((await fetch(`${url}/mfe/catalog/9.9.9/remoteEntry.js`)).status, 404);

  const page = await fetch(`${url}/some/deep/link`, { headers: { 'accept-encoding': 'gzip' } });
  assert.strictEqual(page.status, 200);
  assert.strictEqual(page.headers.get('cache-control'), 'no-cache');
  assert.match(page.headers.get('content-security-policy'), /default-src 'self'/);
  assert.match(page.headers.get('content-security-policy'), /frame-src 'none'/);
});

test('leaks nothing: dot-paths and source maps are 404, errors are short, HSTS only behind https, oversized input refused', async (t) => {
  const upstream = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('strict-transport-security', 'max-age=15552000; includeSubDomains');
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise((r) => upstream.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${upstream.address().port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-'));
  fs.mkdirSync(path.join(dir, 'deploy', 'mfe', 'catalog', '1.2.3'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'deploy', 'mfe', 'catalog', '1.2.3', 'remoteEntry.js'),
    'var catalog = 1;',
  );
  fs.writeFileSync(
    path.join(dir, 'deploy', 'mfe', 'catalog', '1.2.3', 'remoteEntry.js.map'),
    '{"sources":["secret.ts"]}',
  );
  fs.mkdirSync(path.join(dir, 'shell', '.git'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(dir, 'shell', 'main.js.map'), '{"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(dir, 'shell', '.env'), 'SECRET=1');
  fs.writeFileSync(path.join(dir, 'shell', '.git', 'config'), '[core]');
  fs.mkdirSync(path.join(dir, 'media'));
  const cfg = {
    port: 0,
    publicUrl: LOCAL_ORIGIN,
    shellDir: path.join(dir, 'shell'),
    deployDir: path.join(dir, 'deploy'),
    mediaDir: path.join(dir, 'media'),
    services: { catalog: base, content: base, account: base, commerce: base },
    widgets: {},
    https: false,
    maxBodyBytes: 1024 * 1024,
  };
  const edge = await listen(createEdge(cfg));
  const secureEdge = await listen(createEdge({ ...cfg, https: true }));
  t.after(() => {
    edge.close();
    secureEdge.close();
    upstream.close();
  });
  const url = `http://127.0.0.1:${edge.address().port}`;

  for (const hidden of [
    '/.env',
    '/.git/config',
    '/.data/session-secret',
    '/main.js.map',
    '/mfe/catalog/1.2.3/remoteEntry.js.map',
    '/%2eenv',
  ]) {
    const res = await fetch(`${url}${hidden}`);
    assert.strictEqual(res.status, 404, hidden);
    assert.doesNotMatch(await res.text(), /SECRET|core|sources|<title>/, hidden);
  }
  for (const [probe, status] of [
    ['/mfe/nonexistent.js', 404],
    ['/media/x%00.svg', 404],
    ['/%zz', 404],
    ['/mfe/../../package.json', 404],
    ['/mfe/..%2f..%2fpackage.json', 404],
  ]) {
    // a raw request: fetch would normalise the dot segments away before sending
    const { status: got, body } = await rawGet(edge.address().port, probe);
    assert.strictEqual(got, status, probe);
    assert.ok(body.length < 100, `${probe} answers a short message: ${body}`);
    assert.doesNotMatch(body, /Error|ENOENT|node_modules|\/tmp|at /, probe);
  }

  const api = await fetch(`${url}/api/products`);
  assert.strictEqual(api.status, 200);
  assert.strictEqual(api.headers.get('strict-transport-security'), null, 'no HSTS over plain http');
  const secure = await fetch(`http://127.0.0.1:${secureEdge.address().port}/api/products`);
  assert.match(secure.headers.get('strict-transport-security'), /max-age/);

  const big = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'x'.repeat(5 * 1024 * 1024),
  });
  assert.strictEqual(big.status, 413);
  assert.strictEqual((await fetch(`${url}/api/products?q=${'a'.repeat(10 * 1024)}`)).status, 414);
});

test('keeps connections to the services alive', async (t) => {
  const sockets = new Set();
  const upstream = http.createServer((req, res) => {
    sockets.add(req.socket);
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  });
  await new Promise((r) => upstream.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${upstream.address().port}`;
  const edge = await listen(
    createEdge({
      port: 0,
      publicUrl: LOCAL_ORIGIN,
      shellDir: os.tmpdir(),
      deployDir: os.tmpdir(),
      mediaDir: os.tmpdir(),
      services: { catalog: base, content: base, account: base, commerce: base },
      widgets: {},
      maxBodyBytes: 1024,
    }),
  );
  t.after(() => {
    edge.close();
    upstream.closeAllConnections();
    upstream.close();
  });
  const url = `http://127.0.0.1:${edge.address().port}`;
  for (let i = 0; i < 5; i += 1) {
    const res = await fetch(`${url}/api/products`);
    assert.notStrictEqual(res.headers.get('connection'), 'close');
    await res.text();
  }
  assert.strictEqual(sockets.size, 1, 'five sequential calls share one upstream connection');
});

test('configured provider widgets reach the browser in runtime-config.js, and only their origins are allowed', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), '.edge-widgets-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  const cfg = config({
    SOHNNE_SHELL_DIR: dir,
    SOHNNE_SHELL_SERVER_DIR: path.join(dir, 'none'),
    SOHNNE_DEPLOY_DIR: dir,
    SOHNNE_REVIEWS_SCRIPT_URL: 'https://widget.reviews.example/v2.js',
    SOHNNE_REVIEWS_KEY: 'pk_live_1',
    SOHNNE_REVIEWS_STORE_ID: 'sohnne',
    SOHNNE_NEWSLETTER_LIST_ID: 'no script, so not configured',
  });
  assert.deepStrictEqual(cfg.widgets.providers, {
    reviews: {
      scriptUrl: 'https://widget.reviews.example/v2.js',
      attributes: { 'data-api-key': 'pk_live_1', 'data-store-id': 'sohnne' },
    },
  });
  const edge = await listen(createEdge({ ...cfg, port: 0 }));
  t.after(() => edge.close());
  const url = `http://127.0.0.1:${edge.address().port}`;
  const runtime = await (await fetch(`${url}/runtime-config.js`)).text();
  assert.match(
    runtime,
    /"widgets":\{"reviews":\{"scriptUrl":"https:\/\/widget\.reviews\.example\/v2\.js"/,
  );
  const csp = (await fetch(`${url}/about-us`)).headers.get('content-security-policy');
  assert.match(csp, /script-src 'self' https:\/\/widget\.reviews\.example;/);
  assert.match(csp, /connect-src 'self' https:\/\/widget\.reviews\.example;/);
});

test("the tracking app's origin may frame /track-my-order and load the widget scripts it asks for, and no other", async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), '.edge-tracking-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  const cfg = config({
    SOHNNE_SHELL_DIR: dir,
    SOHNNE_SHELL_SERVER_DIR: path.join(dir, 'none'),
    SOHNNE_DEPLOY_DIR: dir,
    TRACKING_URL: 'https://track.example/app',
  });
  const edge = await listen(createEdge({ ...cfg, port: 0 }));
  t.after(() => edge.close());
  const csp = (await fetch(`http://127.0.0.1:${edge.address().port}/track-my-order`)).headers.get(
    'content-security-policy',
  );
  assert.match(csp, /script-src 'self' https:\/\/track\.example;/);
  assert.match(csp, /frame-src https:\/\/track\.example;/);
});

test('keeps the answers a service marks public, and only those, while they are fresh', async (t) => {
  const calls = [];
  const upstream = http.createServer((req, res) => {
    calls.push(req.url);
    const [pathname, query] = req.url.split('?');
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-request-id', req.headers['x-request-id']);
    if (pathname === '/api/products')
      res.setHeader(
        'cache-control',
        query === 'short' ? 'public, max-age=1' : 'public, max-age=30',
      );
    if (pathname === '/api/products' && query === 'cookie')
      res.setHeader('set-cookie', 'sohnne_visitor=abc');
    if (pathname === '/api/cart') res.setHeader('cache-control', 'private, no-store');
    res.setHeader('etag', `"${calls.length}"`);
    res.statusCode = pathname === '/api/products/missing' ? 404 : 200;
    res.end(JSON.stringify({ url: req.url, call: calls.length }));
  });
  await new Promise((r) => upstream.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${upstream.address().port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-cache-'));
  const edge = await listen(
    createEdge({
      port: 0,
      publicUrl: LOCAL_ORIGIN,
      shellDir: dir,
      deployDir: dir,
      mediaDir: dir,
      services: { catalog: base, content: base, account: base, commerce: base },
      widgets: {},
      maxBodyBytes: 1024 * 1024,
      sharedCacheBytes: 1024 * 1024,
    }),
  );
  t.after(() => {
    edge.close();
    upstream.close();
  });
  const url = `http://127.0.0.1:${edge.address().port}`;
  const twice = async (requestPath, init) => {
    const first = await fetch(url + requestPath, init);
    const second = await fetch(url + requestPath, init);
    return { first: await first.json(), second: await second.json(), response: second };
  };

  const kept = await twice('/api/products?page=1');
  assert.deepStrictEqual(kept.second, kept.first, 'a public answer is served from the edge');
  assert.ok(Number(kept.response.headers.get('age')) >= 0, 'with its Age');
  assert.notStrictEqual(kept.response.headers.get('x-request-id'), 'undefined');
  assert.strictEqual(calls.filter((u) => u === '/api/products?page=1').length, 1);
  assert.strictEqual((await fetch(`${url}/api/products?page=2`)).status, 200);
  assert.strictEqual(
    calls.filter((u) => u === '/api/products?page=2').length,
    1,
    'another URL is another answer',
  );

  const conditional = await fetch(`${url}/api/products?page=1`, {
    headers: { 'if-none-match': kept.response.headers.get('etag') },
  });
  assert.strictEqual(
    conditional.status,
    200,
    "fetch adds 'Cache-Control: no-cache' to conditional requests: revalidated upstream",
  );
  assert.strictEqual(calls.filter((u) => u === '/api/products?page=1').length, 2);
  const etag = conditional.headers.get('etag');
  const status = await new Promise((resolve, reject) =>
    http
      .get(`${url}/api/products?page=1`, { headers: { 'if-none-match': etag } }, (res) =>
        resolve(res.resume().statusCode),
      )
      .on('error', reject),
  );
  assert.strictEqual(status, 304, 'a matching If-None-Match is answered by the edge');
  const getGzip = () =>
    new Promise((resolve, reject) =>
      http
        .get(`${url}/api/products?page=1`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks = [];
          res
            .on('data', (chunk) => chunks.push(chunk))
            .on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject),
    );
  // The gzipped copy is made off the request path (zlib's thread pool): until it is there, the kept answer goes out as is.
  let zipped = await getGzip();
  for (let i = 0; i < 100 && !zipped.headers['content-encoding']; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    zipped = await getGzip();
  }
  assert.strictEqual(
    zipped.headers['content-encoding'],
    'gzip',
    'a kept answer goes out gzipped to a client that takes gzip',
  );
  assert.match(zipped.headers.vary, /Accept-Encoding/);
  assert.strictEqual(
    JSON.parse(require('node:zlib').gunzipSync(zipped.body)).url,
    '/api/products?page=1',
  );
  assert.strictEqual(calls.filter((u) => u === '/api/products?page=1').length, 2);

  for (const [requestPath, why] of [
    ['/api/cart', 'a private answer'],
    ['/api/products?cookie', 'an answer setting a cookie'],
    ['/api/products/missing', 'a 404'],
  ]) {
    const { first, second } = await twice(requestPath);
    assert.notStrictEqual(second.call, first.call, `${why} is never kept`);
  }

  await twice('/api/products?short');
  await new Promise((r) => setTimeout(r, 1100));
  await fetch(`${url}/api/products?short`);
  assert.strictEqual(
    calls.filter((u) => u === '/api/products?short').length,
    2,
    'a stale answer goes back to the service',
  );
});
