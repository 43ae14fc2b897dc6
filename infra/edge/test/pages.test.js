'use strict';
// Issue 18, items 3 and 4: pages come from a page server of its own, and the edge keeps anonymous pages.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { config } = require('../config');
const { createEdge } = require('../server');
const { createPageServer } = require('../../../shell/src/server/page-server.cjs');

const listen = (handler) =>
  new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(server));
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * An edge in front of a stub page server that answers as the shell server does: `x-sohnne-versions` from
 * the manifest file it is given, public pages unless the visitor has a session or cart, and a few special
 * paths (private, setting a cookie, 404, a region left to the browser, slow).
 */
async function stack(t, { pageServerTimeoutMs = 5000 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-pages-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(dir, 'main.js'), 'console.log("shell");');
  const manifestFile = path.join(dir, 'mfe-manifest.json');
  const ship = (mfes) => fs.writeFileSync(manifestFile, JSON.stringify({ mfes }));
  ship({ catalog: { version: '1.0.0' }, content: { version: '2.0.0' } });

  const rendered = [];
  const sockets = new Set();
  // '/streamed' and '/cut-off' send their head, then wait until the test lets them finish.
  let finishPages;
  const finished = new Promise((resolve) => {
    finishPages = resolve;
  });
  const pages = await listen((req, res) => {
    sockets.add(req.socket);
    rendered.push({ url: req.url, cookie: req.headers.cookie ?? '' });
    const { mfes } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const versions =
      req.url === '/rendered-with-old-versions'
        ? 'catalog@0.9.0'
        : Object.entries(mfes)
            .map(([name, { version }]) => `${name}@${version}`)
            .join(' ');
    const personal =
      /sohnne_(session|cart)=/.test(req.headers.cookie ?? '') || req.url === '/private';
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': personal ? 'private, no-store' : PUBLIC_PAGE,
      'x-sohnne-versions': versions,
    };
    if (req.url === '/sets-cookie') headers['set-cookie'] = 'sohnne_bucket=7; Path=/';
    if (req.url === '/fell-back') headers['x-sohnne-region-fallback'] = 'catalog';
    const respond = () => {
      res.writeHead(req.url === '/missing' ? 404 : 200, headers);
      res.end(`<h1>${req.url} #${rendered.length} ${versions} ${req.headers.cookie ?? ''}</h1>`);
    };
    const stream = async () => {
      res.writeHead(200, { ...headers, trailer: 'x-sohnne-region-fallback' });
      res.write('<head>');
      if (req.url !== '/fell-back-late') await finished;
      if (req.url === '/cut-off') return res.destroy();
      if (req.url === '/fell-back-late') res.addTrailers({ 'x-sohnne-region-fallback': 'catalog' });
      return res.end('<body>');
    };
    if (req.url === '/slow') setTimeout(respond, 1000);
    else if (['/streamed', '/cut-off', '/fell-back-late'].includes(req.url)) void stream();
    else respond();
  });
  const api = await listen((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: req.url }));
  });
  const services = `http://127.0.0.1:${api.address().port}`;
  const handler = createEdge({
    ...config({
      PUBLIC_URL: 'http://localhost:8080',
      SOHNNE_SHELL_DIR: dir,
      SOHNNE_DEPLOY_DIR: dir,
      CATALOG_URL: services,
      CONTENT_URL: services,
      ACCOUNT_URL: services,
      COMMERCE_URL: services,
      PAGE_SERVER_URL: `http://127.0.0.1:${pages.address().port}`,
    }),
    pageServerTimeoutMs,
  });
  await handler.ready;
  const edge = await listen(handler);
  t.after(() => {
    edge.close();
    api.close();
    pages.closeAllConnections();
    pages.close();
  });
  const url = `http://127.0.0.1:${edge.address().port}`;
  const get = async (requestPath, cookie) => {
    const res = await fetch(url + requestPath, { headers: cookie ? { cookie } : {} });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
  return {
    url,
    get,
    rendered,
    sockets,
    ship,
    finishPages,
    stopPages: () => new Promise((resolve) => (pages.closeAllConnections(), pages.close(resolve))),
  };
}

test('anonymous public pages are kept, keyed by path, query and the cookies that change them', async (t) => {
  const { get, rendered } = await stack(t);
  const first = await get('/collections/seating');
  assert.strictEqual(first.status, 200);
  await sleep(50); // the page is kept once gzipped
  const second = await get('/collections/seating');
  assert.strictEqual(second.body, first.body, 'the second visitor gets the kept page');
  assert.strictEqual(rendered.filter((r) => r.url === '/collections/seating').length, 1);
  assert.ok(Number(second.headers.get('age')) >= 0);
  assert.match(
    second.headers.get('content-security-policy'),
    /default-src 'self'/,
    "with the edge's own headers",
  );
  assert.notStrictEqual(second.headers.get('x-request-id'), first.headers.get('x-request-id'));

  await get('/collections/seating?sort=price');
  await get('/collections/seating', 'sohnne_currency=EUR');
  await get('/collections/seating', 'sohnne_a11y=on; other=1');
  assert.strictEqual(
    rendered.length,
    4,
    'another query, currency or accessibility mode is another page',
  );
  await sleep(50);
  assert.match(
    (await get('/collections/seating', 'sohnne_currency=EUR; _ga=1')).body,
    /sohnne_currency=EUR/,
  );
  assert.strictEqual(rendered.length, 4, 'a cookie that changes nothing is not part of the key');
  await get('/collections/seating', '_ga=1;sohnne_currency=%45UR');
  assert.strictEqual(rendered.length, 4, 'an encoded cookie value is the same value');
});

test('personal pages, answers setting cookies, non-200s, regions left to the browser and pages of other versions are never kept', async (t) => {
  const { get, rendered } = await stack(t);
  for (const [requestPath, cookie, why] of [
    ['/collections', 'sohnne_session=abc', 'a signed-in visitor'],
    ['/collections', 'sohnne_cart=abc', 'a visitor with a cart'],
    ['/private', undefined, 'a private answer'],
    ['/sets-cookie', undefined, 'an answer setting a cookie'],
    ['/missing', undefined, 'a 404'],
    ['/fell-back', undefined, 'a page whose region the browser renders'],
    ['/fell-back-late', undefined, 'a page whose trailer says the browser renders its region'],
    ['/rendered-with-old-versions', undefined, 'a page rendered for other versions than the key'],
  ]) {
    const before = rendered.length;
    await get(requestPath, cookie);
    await sleep(50);
    await get(requestPath, cookie);
    assert.strictEqual(rendered.length, before + 2, why);
  }
});

test('a ship, promote or rollback makes the kept pages of the old versions stale at once', async (t) => {
  const { get, rendered, ship } = await stack(t);
  await get('/about-us');
  await sleep(50);
  await get('/about-us');
  assert.strictEqual(rendered.length, 1);
  ship({ catalog: { version: '1.0.0' }, content: { version: '2.1.0' } });
  await sleep(1100); // the edge re-reads the manifest every second, as the page server does
  const after = await get('/about-us');
  assert.match(after.body, /content@2\.1\.0/);
  assert.strictEqual(rendered.length, 2);
  ship({
    catalog: { version: '1.0.0' },
    content: { version: '2.1.0', serverEntry: 'mfe-server/content/2.1.0-fixed/remoteEntry.js' },
  });
  await sleep(1100);
  await get('/about-us');
  assert.strictEqual(
    rendered.length,
    3,
    'any change of the manifest (here a server entry) is a release',
  );
  ship({
    catalog: { version: '1.0.0' },
    content: { version: '2.0.0', canary: { version: '2.1.0', share: 10 } },
  });
  await sleep(1100);
  await get('/about-us');
  await sleep(50);
  await get('/about-us');
  assert.strictEqual(rendered.length, 5, 'while a canary runs nothing is kept');
});

test('a page streams through the edge: its head reaches the visitor before the page server has finished it; the whole page is kept', async (t) => {
  const { url, get, rendered, finishPages } = await stack(t);
  const { answer, first } = await new Promise((resolve, reject) => {
    http
      .get(`${url}/streamed`, (res) =>
        res.once('data', (chunk) => resolve({ answer: res, first: String(chunk) })),
      )
      .on('error', reject);
  });
  assert.strictEqual(answer.statusCode, 200);
  assert.strictEqual(first, '<head>', 'the head arrives while the page server is still rendering');
  let rest = '';
  answer.on('data', (chunk) => (rest += chunk));
  const ended = new Promise((resolve) => answer.on('end', resolve));
  finishPages();
  await ended;
  assert.strictEqual(rest, '<body>');
  await sleep(50);
  assert.strictEqual((await get('/streamed')).body, '<head><body>');
  assert.strictEqual(rendered.filter((r) => r.url === '/streamed').length, 1, 'kept once whole');
});

test('a page the page server cuts off half-way is cut off for the visitor too, never ended as if whole, and never kept', async (t) => {
  const { url, get, rendered, finishPages } = await stack(t);
  const outcome = await new Promise((resolve, reject) => {
    http
      .get(`${url}/cut-off`, (res) => {
        res.once('data', () => finishPages());
        res.on('end', () => resolve('ended'));
        res.on('error', () => resolve('cut off'));
        res.on('aborted', () => resolve('cut off'));
      })
      .on('error', reject);
  });
  assert.strictEqual(outcome, 'cut off');
  await sleep(50);
  assert.notStrictEqual((await get('/cut-off').catch(() => ({ status: 'cut off' }))).status, 200);
  assert.strictEqual(rendered.filter((r) => r.url === '/cut-off').length, 2, 'never kept');
});

test('pages reach the page server on kept-alive connections', async (t) => {
  const { get, sockets } = await stack(t);
  for (let i = 0; i < 5; i += 1) await get(`/page-${i}`, 'sohnne_session=abc');
  assert.strictEqual(sockets.size, 1);
});

test('a page server that is down or slow gives the error page for pages only; /api and static files are unaffected', async (t) => {
  const { get, stopPages } = await stack(t, { pageServerTimeoutMs: 300 });
  const slow = await get('/slow');
  assert.strictEqual(slow.status, 503);
  assert.match(slow.body, /This page could not be shown right now/);
  assert.strictEqual(slow.headers.get('cache-control'), 'no-store');
  await stopPages();
  const down = await get('/collections');
  assert.strictEqual(down.status, 503);
  assert.match(down.body, /This page could not be shown right now/);
  assert.doesNotMatch(down.body, /ECONNREFUSED|127\.0\.0\.1/);
  assert.strictEqual((await get('/api/products')).status, 200);
  assert.strictEqual((await get('/main.js')).status, 200);
});

test('the page server renders with the shell server build, falls back to the browser-rendered shell, and reports on its ops port', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-server-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(
    path.join(dir, 'server.js'),
    `exports.createPageRenderer = async (options) => ({
      render: async ({ url, cookie }) => {
        if (url === '/broken') throw new Error('render exploded');
        if (url === '/streamed' || url === '/fails-late') {
          const { Readable } = require('node:stream');
          async function* page() {
            yield '<head>';
            if (url === '/fails-late') throw new Error('layout exploded');
            yield '<body>';
          }
          return { status: 200, headers: { 'content-type': 'text/html', trailer: 'x-sohnne-region-fallback' }, body: Readable.from(page()), trailers: () => ({ 'x-sohnne-region-fallback': 'catalog' }) };
        }
        return { status: 200, headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' }, body: '<h1>' + options.publicUrl + url + ' ' + cookie + '</h1>', owner: { mfe: 'content', version: '2.0.0' } };
      },
    });`,
  );
  const { handler, ops } = createPageServer(
    config({
      PUBLIC_URL: 'https://shop.example',
      SOHNNE_SHELL_DIR: dir,
      SOHNNE_SHELL_SERVER_DIR: dir,
      SOHNNE_DEPLOY_DIR: dir,
    }),
  );
  const server = await listen(handler);
  const opsServer = await listen(ops);
  t.after(() => {
    server.close();
    opsServer.close();
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const opsBase = `http://127.0.0.1:${opsServer.address().port}`;
  assert.deepStrictEqual(await (await fetch(`${base}/health`)).json(), {
    status: 'ok',
    rendering: 'server',
  });
  assert.strictEqual(
    await (await fetch(`${base}/about-us`, { headers: { cookie: 'a=1' } })).text(),
    '<h1>https://shop.example/about-us a=1</h1>',
  );
  const streamed = await new Promise((resolve, reject) => {
    http
      .get(`${base}/streamed`, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ body, trailers: res.trailers }));
      })
      .on('error', reject);
  });
  assert.deepStrictEqual(streamed, {
    body: '<head><body>',
    trailers: { 'x-sohnne-region-fallback': 'catalog' },
  });
  const failsLate = await fetch(`${base}/fails-late`);
  assert.strictEqual(failsLate.status, 200, 'the head was on its way');
  await assert.rejects(failsLate.text(), 'the rest is cut off, not ended as if whole');
  const broken = await fetch(`${base}/broken`);
  assert.strictEqual(broken.status, 200);
  assert.match(await broken.text(), /<title>shell<\/title>/);
  assert.strictEqual((await fetch(`${base}/about-us`, { method: 'PUT' })).status, 405);
  assert.strictEqual(
    (await fetch(`${base}/about-us`, { method: 'POST', body: '{}' })).status,
    415,
    'a page takes form posts only',
  );
  const metrics = await (await fetch(`${opsBase}/metrics`)).text();
  assert.match(metrics, /sohnne_page_render_duration_seconds_count\{status="200"\} 2/);
  assert.match(metrics, /sohnne_page_render_duration_seconds_count\{status="failed"\} 1/);
  assert.match(metrics, /sohnne_page_render_duration_seconds_count\{status="fallback"\} 1/);
  // Renders by owning MFE, version and outcome; the shell's own answers under its package version.
  const shell = require('../../../shell/package.json').version;
  assert.match(
    metrics,
    /sohnne_page_renders_total\{mfe="content",version="2.0.0",outcome="ok"\} 1/,
  );
  for (const outcome of ['fallback 2', 'error 1']) {
    const [name, count] = outcome.split(' ');
    assert.ok(
      metrics.includes(
        `sohnne_page_renders_total{mfe="shell",version="${shell}",outcome="${name}"} ${count}`,
      ),
      outcome,
    );
  }
  assert.strictEqual((await fetch(`${opsBase}/health`)).status, 200);
  assert.strictEqual(
    (await fetch(`${base}/metrics`)).status,
    200,
    'on the pages port /metrics is just a page',
  );
  assert.doesNotMatch(await (await fetch(`${base}/metrics`)).text(), /sohnne_page_render/);
});

test('a form posted to a page goes through the edge to the page server, fields and origin included, within the size limit', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-server-post-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(dir, 'mfe-manifest.json'), JSON.stringify({ mfes: {} }));
  fs.writeFileSync(
    path.join(dir, 'server.js'),
    `exports.createPageRenderer = async () => ({
      render: async ({ url, post }) => ({
        status: post ? 303 : 200,
        headers: post
          ? { location: '/done', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] }
          : { 'content-type': 'text/plain' },
        body: post ? JSON.stringify({ url, fields: Object.fromEntries(post.form), origin: post.origin, site: post.fetchSite }) : 'page',
      }),
    });`,
  );
  const cfg = config({
    PUBLIC_URL: 'http://localhost:8080',
    SOHNNE_SHELL_DIR: dir,
    SOHNNE_SHELL_SERVER_DIR: dir,
    SOHNNE_DEPLOY_DIR: dir,
    SOHNNE_MAX_FORM_BYTES: '1024',
  });
  const pages = await listen(createPageServer(cfg).handler);
  const handler = createEdge({ ...cfg, pageServerUrl: `http://127.0.0.1:${pages.address().port}` });
  await handler.ready;
  const edge = await listen(handler);
  t.after(() => {
    edge.close();
    pages.close();
  });
  const send = (body, headers = {}) =>
    fetch(`http://127.0.0.1:${edge.address().port}/login?redirect=%2Fcart`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:8080',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body,
    });
  const posted = await send('username=ada&password=secret&_csrf=t');
  assert.strictEqual(posted.status, 303);
  assert.strictEqual(posted.headers.get('location'), '/done');
  assert.deepStrictEqual(posted.headers.getSetCookie(), ['a=1; Path=/', 'b=2; Path=/']);
  assert.deepStrictEqual(JSON.parse(await posted.text()), {
    url: '/login?redirect=%2Fcart',
    fields: { username: 'ada', password: 'secret', _csrf: 't' },
    origin: 'http://localhost:8080',
    site: 'same-origin',
  });
  assert.strictEqual((await send('x='.padEnd(2000, 'y'))).status, 413, 'too large for a form');
  assert.strictEqual(
    (await send('{"a":1}', { 'content-type': 'application/json' })).status,
    415,
    'form fields only',
  );
});
