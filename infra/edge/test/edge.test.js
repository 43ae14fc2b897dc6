'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createEdge } = require('../server');
const { serviceFor } = require('../route-table');

test('longest prefix wins, on whole path segments', () => {
  assert.strictEqual(serviceFor('/api/auth/sign-up'), 'account');
  assert.strictEqual(serviceFor('/api/auth/invoice/42'), 'commerce');
  assert.strictEqual(serviceFor('/api/pages/designers'), 'catalog');
  assert.strictEqual(serviceFor('/api/pages/blogs/all'), 'content');
  assert.strictEqual(serviceFor('/api/cartography'), undefined);
  assert.strictEqual(serviceFor('/api/unknown'), undefined);
});

function listen(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

test('forwards /api by prefix keeping the path, serves the manifest uncached and versioned assets immutable', async (t) => {
  const seen = [];
  const upstream = http.createServer((req, res) => {
    seen.push({ url: req.url, id: req.headers['x-request-id'] });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise((r) => upstream.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${upstream.address().port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), '.edge-'));
  fs.mkdirSync(path.join(dir, 'deploy', 'mfe', 'catalog', '1.2.3'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'deploy', 'mfe', 'catalog', '1.2.3', 'remoteEntry.js'), 'var catalog = 1;');
  fs.writeFileSync(path.join(dir, 'deploy', 'mfe-manifest.json'), '{"mfes":{}}');
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
  const edge = await listen(
    createEdge({
      port: 0,
      shellDir: path.join(dir, 'shell'),
      deployDir: path.join(dir, 'deploy'),
      mediaDir: dir,
      services: { catalog: base, content: base, account: 'http://127.0.0.1:9', commerce: base },
      widgets: {},
    }),
  );
  t.after(() => {
    edge.close();
    upstream.close();
  });
  const url = `http://127.0.0.1:${edge.address().port}`;

  const api = await fetch(`${url}/api/products?page=2`);
  assert.strictEqual(api.status, 200);
  assert.strictEqual(seen[0].url, '/api/products?page=2');
  assert.ok(seen[0].id, 'a request id is forwarded');

  const down = await fetch(`${url}/api/login`, { method: 'POST' });
  assert.strictEqual(down.status, 503);
  assert.match((await down.json()).message, /account service is unavailable/);

  assert.strictEqual((await fetch(`${url}/api/nope`)).status, 404);

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
});
