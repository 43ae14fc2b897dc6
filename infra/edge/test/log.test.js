'use strict';
// The edge's and page server's logs are pino lines with the services' fields: `name`, numeric `level`,
// `req.id` (the request's X-Request-Id) and, when tracing runs, `trace_id`.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { Writable } = require('node:stream');

// Tracing first, as the edge's own start does, so that http, express and pino are instrumented as they load.
const { startTelemetry } = require('@sohnne/telemetry');
/** The traces of the requests the servers here received (server spans). */
const serverTraces = new Set();
const SERVER_SPAN = 1; // SpanKind.SERVER
const keepServerTraces = {
  // At the start: a server span ends only once its answer is sent, which may be after the client has it.
  onStart: (span) => span.kind === SERVER_SPAN && serverTraces.add(span.spanContext().traceId),
  onEnd() {},
  forceFlush: async () => {},
  shutdown: async () => {},
};
const sdk = startTelemetry({ serviceName: 'edge', spanProcessors: [keepServerTraces] });
test.after(() => sdk.shutdown());

const { config } = require('../config');
const { createLogger } = require('../log');
const { createEdge } = require('../server');
const { createPageServer } = require('../../../shell/src/server/page-server.cjs');

/** A logger whose lines are kept, parsed, for the test. */
function capturedLogger(name) {
  const lines = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line)),
      );
      done();
    },
  });
  return { lines, logger: createLogger(name, { destination }) };
}

const listen = (handler) =>
  new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(server));
  });

test('the edge logs a request’s trouble as pino does in the services: name, level, req.id, trace_id', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-log-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const { lines, logger } = capturedLogger('edge');
  const closed = 'http://127.0.0.1:9';
  const edge = await listen(
    createEdge(
      {
        ...config({ SOHNNE_SHELL_DIR: dir, SOHNNE_DEPLOY_DIR: dir, SOHNNE_MEDIA_DIR: dir }),
        services: { catalog: closed, content: closed, account: closed, commerce: closed },
        pageCacheBytes: 0,
      },
      logger,
    ),
  );
  t.after(() => edge.close());

  const answer = await fetch(`http://127.0.0.1:${edge.address().port}/api/products`, {
    headers: { 'x-request-id': 'shopper-1' },
  });
  assert.strictEqual(answer.status, 503);
  assert.strictEqual(answer.headers.get('x-request-id'), 'shopper-1');
  const line = lines.find((entry) => entry.msg === 'upstream unreachable');
  assert.ok(line, JSON.stringify(lines));
  assert.deepStrictEqual(
    [line.name, line.level, line.req, line.service, line.code],
    ['edge', 40, { id: 'shopper-1' }, 'catalog', 'ECONNREFUSED'],
  );
  assert.ok(
    serverTraces.has(line.trace_id),
    'the line names the trace of the request it belongs to',
  );
});

test('the page server’s lines, the shell server’s among them, carry the id of the request they belong to', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-server-log-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  // A shell server that logs after waiting, so that two pages' lines interleave.
  fs.writeFileSync(
    path.join(dir, 'server.js'),
    `exports.createPageRenderer = async (options) => ({
      render: async ({ url }) => {
        await new Promise((resolve) => setTimeout(resolve, url === '/slow' ? 40 : 5));
        options.log({ level: 'warn', msg: 'region rendered in the browser instead', url });
        if (url === '/slow') throw new Error('render exploded');
        return { status: 200, headers: { 'content-type': 'text/html' }, body: '<h1>' + url + '</h1>' };
      },
    });`,
  );
  const { lines, logger } = capturedLogger('page-server');
  const { handler } = createPageServer(
    config({ SOHNNE_SHELL_DIR: dir, SOHNNE_SHELL_SERVER_DIR: dir, SOHNNE_DEPLOY_DIR: dir }),
    logger,
  );
  const server = await listen(handler);
  t.after(() => server.close());
  const base = `http://127.0.0.1:${server.address().port}`;
  await Promise.all([
    fetch(`${base}/slow`, { headers: { 'x-request-id': 'slow-1' } }),
    fetch(`${base}/fast`, { headers: { 'x-request-id': 'fast-1' } }),
  ]);
  const of = (msg, url) =>
    lines.find((entry) => entry.msg === msg && (entry.url ?? entry.path) === url);
  assert.deepStrictEqual(of('region rendered in the browser instead', '/fast').req, {
    id: 'fast-1',
  });
  assert.deepStrictEqual(of('region rendered in the browser instead', '/slow').req, {
    id: 'slow-1',
  });
  const failed = of('shell server failed: sending the browser-rendered shell', '/slow');
  assert.strictEqual(
    failed.url,
    undefined,
    'the path is logged, never the query a token may be in',
  );
  assert.deepStrictEqual(
    [failed.name, failed.level, failed.req],
    ['page-server', 50, { id: 'slow-1' }],
  );
});
