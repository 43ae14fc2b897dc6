// One request through three processes' worth of servers (an edge forwarding over http, a service calling
// another with fetch), traced with the shop's instrumentation into memory: one trace, parent to child.
// CommonJS on purpose: the instrumentations wrap modules as they are required.
const { InMemorySpanExporter, SimpleSpanProcessor } = require('@opentelemetry/sdk-trace');
const { startTelemetry } = require('../dist');

const exporter = new InMemorySpanExporter();
const sdk = startTelemetry({
  serviceName: 'test',
  spanProcessors: [new SimpleSpanProcessor({ exporter })],
});

const assert = require('node:assert/strict');
const http = require('node:http');
const test = require('node:test');
const express = require('express');

const listen = (handler) =>
  new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(server));
  });
const urlOf = (server) => `http://127.0.0.1:${server.address().port}`;

test('without an endpoint or processors nothing starts', () => {
  assert.equal(startTelemetry({ serviceName: 'idle', env: {} }), null);
});

test('edge → commerce → catalog is one trace, each hop the child of the call that made it', async (t) => {
  const catalog = await listen((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ price: 749, traceparent: req.headers.traceparent }));
  });
  const commerceApp = express();
  commerceApp.post('/api/cart/items', async (_req, res) => {
    const product = await (await fetch(`${urlOf(catalog)}/api/products/lookup`)).json();
    res.json({ count: 1, subtotal: product.price });
  });
  const commerce = await listen(commerceApp);
  const edge = await listen((req, res) => {
    const upstream = http.request(
      `${urlOf(commerce)}${req.url}`,
      { method: req.method, headers: { 'content-type': 'application/json' } },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  t.after(() => [catalog, commerce, edge].forEach((server) => server.close()));

  const response = await fetch(`${urlOf(edge)}/api/cart/items`, { method: 'POST', body: '{}' });
  assert.deepEqual(await response.json(), { count: 1, subtotal: 749 });
  await new Promise((resolve) => setTimeout(resolve, 50));

  const spans = exporter.getFinishedSpans();
  const server = (port) =>
    spans.find(
      (s) =>
        s.kind === 1 &&
        [s.attributes['server.port'], s.attributes['net.host.port']]
          .map(String)
          .includes(String(port)),
    );
  const [edgeIn, commerceIn, catalogIn] = [edge, commerce, catalog].map((srv) =>
    server(srv.address().port),
  );
  assert.ok(
    edgeIn && commerceIn && catalogIn,
    `server spans: ${spans.map((s) => `${s.name} ${JSON.stringify(s.attributes)}`).join('\n')}`,
  );
  const traceIds = new Set([edgeIn, commerceIn, catalogIn].map((s) => s.spanContext().traceId));
  assert.equal(traceIds.size, 1, 'one trace across the three');
  const parentOf = (span) =>
    spans.find((s) => s.spanContext().spanId === span.parentSpanContext?.spanId);
  assert.equal(parentOf(commerceIn).kind, 2, 'commerce is called by the edge’s client span');
  assert.equal(parentOf(catalogIn).kind, 2, 'catalog is called by commerce’s client (fetch) span');
  // Express names the route on the server span and adds its own handler spans.
  assert.equal(commerceIn.name, 'POST /api/cart/items');
  assert.ok(
    spans.some(
      (s) =>
        s.instrumentationScope.name === '@opentelemetry/instrumentation-express' &&
        s.spanContext().traceId === edgeIn.spanContext().traceId,
    ),
  );
});

test.after(() => sdk.shutdown());
