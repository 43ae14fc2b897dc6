import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { createServer } from './server.mjs';

// A stand-in commerce service: issues a CSRF cookie on GET, answers the track call when it is echoed.
let commerce;
let tracking;
let base;
const calls = [];

before(async () => {
  commerce = http.createServer((req, res) => {
    if (req.method === 'GET') {
      res.setHeader('Set-Cookie', 'sohnne_csrf=n.s; Path=/; SameSite=Lax');
      return res.end('{}');
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ url: req.url, csrf: req.headers['x-csrf-token'], cookie: req.headers.cookie, body: JSON.parse(body) });
      const found = JSON.parse(body).invoice_id === 'SO-1';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ? { invoice_id: 'SO-1', status: 'paid', created_at: '2026-01-05', history: [] } : { message: 'Order not found' }));
    });
  });
  await new Promise((resolve) => commerce.listen(0, resolve));
  tracking = createServer({ port: 0, commerceUrl: `http://127.0.0.1:${commerce.address().port}`, storefrontOrigin: 'http://shop.test:8080' });
  await new Promise((resolve) => tracking.listen(0, resolve));
  base = `http://127.0.0.1:${tracking.address().port}`;
});

after(() => {
  tracking.close();
  commerce.close();
});

test('serves the page framable by the storefront only, with the storefront as the message target', async () => {
  const response = await fetch(`${base}/`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-security-policy'), /frame-ancestors http:\/\/shop\.test:8080/);
  assert.match(await response.text(), /content="http:\/\/shop\.test:8080"/);
});

test('proxies the lookup to the commerce service with its CSRF token', async () => {
  const found = await fetch(`${base}/track`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invoice_id: 'SO-1', email: 'a@b.test', extra: 1 }) });
  assert.equal(found.status, 200);
  assert.equal((await found.json()).status, 'paid');
  assert.deepEqual(calls[0], { url: '/api/transactions/track', csrf: 'n.s', cookie: 'sohnne_csrf=n.s', body: { invoice_id: 'SO-1', email: 'a@b.test' } });
  const missing = await fetch(`${base}/track`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invoice_id: 'SO-2', email: 'a@b.test' }) });
  assert.equal(missing.status, 404);
  assert.equal((await fetch(`${base}/track`, { method: 'POST', body: 'x' })).status, 415);
});
