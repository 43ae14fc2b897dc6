import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, beforeEach, test } from 'node:test';
import { clientAddress, createServer, settings } from './server.mjs';

// A stand-in commerce service checking as the service kit's CsrfTokens does: a GET issues a visitor cookie
// and a CSRF token bound to it; a POST passes only with both cookies and the token echoed in the header,
// from no other origin. (services/commerce/test/tracking-app.e2e.test.ts runs the app against the real one.)
let commerce;
let tracking;
let base;
let issued = 0;
let rotate = false;
const calls = [];

function answer(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

before(async () => {
  commerce = http.createServer((req, res) => {
    if (req.method === 'GET') {
      issued += 1;
      res.setHeader('Set-Cookie', [
        `sohnne_visitor=v${issued}.sig; Path=/; HttpOnly`,
        `sohnne_csrf=n${issued}.v${issued}; Path=/; SameSite=Lax`,
      ]);
      return answer(res, 200, {});
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({
        headers: req.headers,
        body: JSON.parse(body),
        from: req.socket.remoteAddress,
      });
      const cookies = Object.fromEntries(
        (req.headers.cookie ?? '').split('; ').map((pair) => pair.split('=')),
      );
      const bound =
        cookies.sohnne_visitor &&
        cookies.sohnne_csrf?.endsWith(`.${cookies.sohnne_visitor.split('.')[0]}`);
      if (req.headers.origin !== undefined)
        return answer(res, 403, { message: 'Cross-site request refused' });
      if (rotate || !bound || req.headers['x-csrf-token'] !== cookies.sohnne_csrf) {
        rotate = false;
        return answer(res, 403, { message: 'Invalid or missing CSRF token' });
      }
      const { invoice_id: invoiceId } = JSON.parse(body);
      if (invoiceId === 'SO-1')
        return answer(res, 200, {
          invoice_id: 'SO-1',
          status: 'paid',
          created_at: '2026-01-05',
          history: [],
        });
      if (invoiceId === 'SO-FAIL') return answer(res, 500, { message: 'Internal server error' });
      if (typeof invoiceId !== 'string')
        return answer(res, 400, {
          message: ['Order number is required'],
          errors: { invoice_id: ['Order number is required'] },
        });
      return answer(res, 404, { message: 'Order not found' });
    });
  });
  await new Promise((resolve) => commerce.listen(0, '127.0.0.1', resolve));
  tracking = createServer({
    port: 0,
    commerceUrl: `http://127.0.0.1:${commerce.address().port}`,
    storefrontOrigin: 'http://shop.test:8080',
    trustProxyHops: 0,
  });
  await new Promise((resolve) => tracking.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${tracking.address().port}`;
});

after(() => {
  tracking.close();
  commerce.close();
});

beforeEach(() => {
  calls.length = 0;
});

const track = (body, headers = {}) =>
  fetch(`${base}/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

test('serves the page framable by the storefront only, with the storefront as the message target', async () => {
  const response = await fetch(`${base}/`);
  assert.equal(response.status, 200);
  assert.match(
    response.headers.get('content-security-policy'),
    /frame-ancestors http:\/\/shop\.test:8080/,
  );
  assert.match(await response.text(), /content="http:\/\/shop\.test:8080"/);
});

test("looks the order up with commerce's visitor cookie and the CSRF token bound to it, never the shopper's cookies", async () => {
  const found = await track(
    { invoice_id: 'SO-1', email: 'a@b.test', extra: 1 },
    { cookie: 'sohnne_session=shopper; sohnne_csrf=shopper', origin: base },
  );
  assert.equal(found.status, 200);
  assert.equal((await found.json()).status, 'paid');
  const [call] = calls;
  assert.equal(
    call.headers.cookie,
    `sohnne_visitor=v${issued}.sig; sohnne_csrf=n${issued}.v${issued}`,
  );
  assert.equal(call.headers['x-csrf-token'], `n${issued}.v${issued}`);
  assert.equal(call.headers.origin, undefined);
  assert.equal(call.headers['x-forwarded-for'], '127.0.0.1');
  assert.deepEqual(call.body, { invoice_id: 'SO-1', email: 'a@b.test' });
  // No source address configured: the call comes from the kernel's choice.
  assert.equal(call.from, '127.0.0.1');
});

test("calls commerce from its proxy source address, the one commerce's TRUSTED_PROXIES believe X-Forwarded-For from", async () => {
  const proxied = createServer({
    port: 0,
    commerceUrl: `http://127.0.0.1:${commerce.address().port}`,
    storefrontOrigin: 'http://shop.test:8080',
    trustProxyHops: 1,
    proxySourceAddress: '127.0.0.2',
  });
  await new Promise((resolve) => proxied.listen(0, '127.0.0.1', resolve));
  try {
    const found = await fetch(`http://127.0.0.1:${proxied.address().port}/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: '{"invoice_id":"SO-1","email":"a@b.test"}',
    });
    assert.equal(found.status, 200);
    const [call] = calls;
    assert.equal(call.from, '127.0.0.2');
    assert.equal(call.headers['x-forwarded-for'], '203.0.113.7');
  } finally {
    proxied.close();
  }
});

test("binds the proxy source address by the edge's rule: as set, else 127.0.0.2 for a loopback commerce on Linux", () => {
  const local = process.platform === 'linux' ? '127.0.0.2' : undefined;
  assert.equal(settings({}).proxySourceAddress, local);
  assert.equal(settings({ COMMERCE_URL: 'http://localhost:3004' }).proxySourceAddress, local);
  assert.equal(settings({ COMMERCE_URL: 'http://commerce:3004' }).proxySourceAddress, undefined);
  assert.equal(
    settings({ COMMERCE_URL: 'http://commerce:3004', PROXY_SOURCE_ADDRESS: '10.0.0.5' })
      .proxySourceAddress,
    '10.0.0.5',
  );
  assert.equal(settings({ PROXY_SOURCE_ADDRESS: '' }).proxySourceAddress, undefined);
});

test('reuses its pair across lookups, and renews it once when commerce refuses it', async () => {
  await track({ invoice_id: 'SO-1', email: 'a@b.test' });
  const before = issued;
  assert.equal((await track({ invoice_id: 'SO-1', email: 'a@b.test' })).status, 200);
  assert.equal(issued, before);
  rotate = true;
  assert.equal((await track({ invoice_id: 'SO-1', email: 'a@b.test' })).status, 200);
  assert.equal(issued, before + 1);
});

test("passes on commerce's answers about the lookup; owns its failures without a 500", async () => {
  const missing = await track({ invoice_id: 'SO-2', email: 'a@b.test' });
  assert.equal(missing.status, 404);
  assert.equal((await missing.json()).message, 'Order not found');
  for (const body of ['[]', 'null', '"SO-1"']) {
    assert.equal((await track(body)).status, 400);
    assert.deepEqual(calls.at(-1).body, {});
  }
  const failed = await track({ invoice_id: 'SO-FAIL', email: 'a@b.test' });
  assert.equal(failed.status, 503);
  assert.equal((await failed.json()).message, 'Order tracking is unavailable. Please try again.');
  assert.equal((await track('{oops')).status, 400);
  assert.equal((await track({ invoice_id: 'x'.repeat(5000) })).status, 413);
  assert.equal((await fetch(`${base}/track`, { method: 'POST', body: 'x' })).status, 415);
});

test('answers 503 when commerce cannot be reached', async () => {
  const down = createServer({
    port: 0,
    commerceUrl: 'http://127.0.0.1:1',
    storefrontOrigin: 'http://shop.test:8080',
    trustProxyHops: 0,
  });
  await new Promise((resolve) => down.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${down.address().port}/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"invoice_id":"SO-1","email":"a@b.test"}',
    });
    assert.equal(response.status, 503);
  } finally {
    down.close();
  }
});

test("names the shopper for commerce's rate limit: believes X-Forwarded-For only as far as the trusted proxies wrote it", () => {
  const req = (forwarded) => ({
    headers: { 'x-forwarded-for': forwarded },
    socket: { remoteAddress: '10.0.0.9' },
  });
  assert.equal(clientAddress(req('203.0.113.1'), 0), '10.0.0.9');
  assert.equal(clientAddress(req('6.6.6.6, 203.0.113.1'), 1), '203.0.113.1');
  assert.equal(clientAddress(req(undefined), 1), '10.0.0.9');
  assert.equal(clientAddress(req('203.0.113.1'), 3), '203.0.113.1');
});
