'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { createEdge } = require('../server');
const { createRateLimit, MAX_BEACON_BYTES } = require('../rum');

function listen(app) {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function startEdge(t, extra = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), '.edge-rum-'));
  fs.mkdirSync(path.join(dir, 'deploy'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'deploy', 'mfe-manifest.json'),
    JSON.stringify({
      mfes: { content: { version: '1.0.0', canary: { version: '1.1.0', share: 50 } } },
      history: { content: ['0.9.0'] },
    }),
  );
  fs.mkdirSync(path.join(dir, 'shell'));
  fs.writeFileSync(path.join(dir, 'shell', 'main.js'), 'void 0;');
  const handler = createEdge({
    port: 0,
    publicUrl: 'http://localhost:8080',
    shellDir: path.join(dir, 'shell'),
    deployDir: path.join(dir, 'deploy'),
    mediaDir: dir,
    services: {},
    widgets: {},
    pageServerUrl: '',
    ...extra,
  });
  await handler.ready;
  const edge = await listen(handler);
  const ops = await listen(handler.ops);
  t.after(() => {
    edge.close();
    ops.close();
  });
  const url = `http://127.0.0.1:${edge.address().port}`;
  return {
    send: (body) =>
      fetch(`${url}/rum`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (pathname) => fetch(`${url}${pathname}`),
    metrics: async () => (await fetch(`http://127.0.0.1:${ops.address().port}/metrics`)).text(),
  };
}

test('a beacon counts a view, its vitals and its errors per MFE version', async (t) => {
  const edge = await startEdge(t);
  const page = { mfe: 'content', version: '1.1.0' };
  const sent = await edge.send({
    page,
    view: true,
    vitals: { LCP: 1800, TTFB: 120, CLS: 0.02 },
    errors: [{ mfe: 'content', version: '1.1.0', kind: 'uncaught' }],
  });
  assert.strictEqual(sent.status, 204);
  assert.strictEqual((await edge.send({ page, vitals: { INP: 90 } })).status, 204);
  const text = await edge.metrics();
  assert.match(text, /sohnne_page_views_total\{mfe="content",version="1.1.0"\} 1/);
  assert.match(
    text,
    /sohnne_web_vitals_bucket\{le="1800",mfe="content",version="1.1.0",metric="LCP"\} 1/,
  );
  assert.match(
    text,
    /sohnne_web_vitals_bucket\{le="1200",mfe="content",version="1.1.0",metric="LCP"\} 0/,
  );
  assert.match(text, /sohnne_web_vitals_count\{mfe="content",version="1.1.0",metric="INP"\} 1/);
  assert.match(text, /sohnne_web_vitals_sum\{mfe="content",version="1.1.0",metric="CLS"\} 0.02/);
  assert.match(text, /sohnne_mfe_errors_total\{mfe="content",version="1.1.0",kind="uncaught"\} 1/);
});

test('a bad beacon gets a 4xx and a short message, and counts nothing', async (t) => {
  const edge = await startEdge(t);
  const page = { mfe: 'content', version: '1.0.0' };
  const refused = [
    ['not json', 400],
    [{ page, view: true, url: '/account/orders' }, 400], // nothing but the known fields: no personal data
    [{ page: { mfe: 'content', version: '7.7.7' }, view: true }, 400], // a version the manifest never named
    [{ page: { mfe: 'ads', version: '1.0.0' }, view: true }, 400],
    [{ page, vitals: { FID: 10 } }, 400],
    [{ page, vitals: { LCP: -1 } }, 400],
    [{ page, vitals: { LCP: '12' } }, 400],
    [{ view: true }, 400],
    [{ page, errors: [{ mfe: 'content', version: '1.0.0', kind: 'oops' }] }, 400],
    [{ page, view: true, pad: 'x'.repeat(MAX_BEACON_BYTES) }, 413],
  ];
  for (const [body, status] of refused) {
    const answer = await edge.send(body);
    assert.strictEqual(answer.status, status, JSON.stringify(body).slice(0, 80));
    assert.ok((await answer.text()).length < 60, 'a short message');
  }
  // An older version (in the history) is still known: a browser may hold it after a rollback.
  assert.strictEqual(
    (await edge.send({ page: { mfe: 'content', version: '0.9.0' }, view: true })).status,
    204,
  );
  assert.doesNotMatch(await edge.metrics(), /version="(7\.7\.7|1\.0\.0)"/);
});

test('a sender over its rate gets 429 until its tokens come back', async (t) => {
  const edge = await startEdge(t, { rumBeaconsPerMinute: 3 });
  const beacon = { page: { mfe: 'content', version: '1.0.0' }, view: true };
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await edge.send(beacon)).status);
  assert.deepStrictEqual(statuses, [204, 204, 204, 429, 429]);
});

test('the rate limit is per client and refills with time', (t) => {
  t.mock.timers.enable({ apis: ['Date'] });
  const allow = createRateLimit({ perMinute: 2 });
  assert.deepStrictEqual(
    [allow('a'), allow('a'), allow('a'), allow('b')],
    [true, true, false, true],
  );
  t.mock.timers.tick(30_000);
  assert.deepStrictEqual([allow('a'), allow('a')], [true, false]);
});

test('what the edge serves is counted by class, status and kept-page result', async (t) => {
  const edge = await startEdge(t);
  await edge.get('/main.js');
  await edge.get('/mfe/content/1.0.0/nope.js');
  await edge.send('not json');
  const text = await edge.metrics();
  assert.match(text, /sohnne_edge_requests_total\{class="static",status="200",cache="none"\} 1/);
  assert.match(text, /sohnne_edge_requests_total\{class="mfe",status="404",cache="none"\} 1/);
  assert.match(text, /sohnne_edge_requests_total\{class="beacon",status="400",cache="none"\} 1/);
  assert.match(
    text,
    /sohnne_edge_request_duration_seconds_count\{class="static",status="200",cache="none"\} 1/,
  );
});

test('pages are counted with what the page cache said of them', async (t) => {
  const pageServer = http.createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html',
      'cache-control': 'public, s-maxage=60',
      'x-sohnne-versions': 'content@1.0.0',
    });
    res.end('<!doctype html><title>page</title>');
  });
  await new Promise((r) => pageServer.listen(0, '127.0.0.1', r));
  t.after(() => pageServer.close());
  const edge = await startEdge(t, {
    pageServerUrl: `http://127.0.0.1:${pageServer.address().port}`,
    pageServerTimeoutMs: 5000,
    pageCacheBytes: 1024 * 1024,
  });
  // A canary runs (see the manifest): no page is kept, every one bypasses the cache.
  assert.strictEqual((await edge.get('/about-us')).status, 200);
  assert.match(
    await edge.metrics(),
    /sohnne_edge_requests_total\{class="page",status="200",cache="bypass"\} 1/,
  );
});
