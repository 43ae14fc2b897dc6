#!/usr/bin/env node
// A tiny OTLP/http (JSON) trace receiver that prints each trace as a tree of spans with their services
// and timings — enough to follow one request across the edge and the services without a tracing backend.
//   node bench/trace-collector.mjs &            # listens on :4318
//   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 npm start
//   (use the shop), then: curl -s localhost:4318/traces   # the trees, newest last
import http from 'node:http';

const PORT = Number(process.env.COLLECTOR_PORT || 4318);
const spans = [];

function collect(body) {
  for (const resourceSpans of body.resourceSpans ?? []) {
    const service =
      resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value
        ?.stringValue ?? '?';
    for (const scope of resourceSpans.scopeSpans ?? []) {
      for (const span of scope.spans ?? []) {
        spans.push({
          service,
          name: span.name,
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId || null,
          startNs: BigInt(span.startTimeUnixNano),
          ms: Number(BigInt(span.endTimeUnixNano) - BigInt(span.startTimeUnixNano)) / 1e6,
        });
      }
    }
  }
}

function groupBy(list, key) {
  const groups = new Map();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function render() {
  const byTrace = groupBy(spans, (s) => s.traceId);
  const out = [];
  for (const [traceId, list] of byTrace) {
    const start = list.reduce((min, s) => (s.startNs < min ? s.startNs : min), list[0].startNs);
    const ids = new Set(list.map((s) => s.spanId));
    const children = groupBy(list, (s) =>
      s.parentSpanId && ids.has(s.parentSpanId) ? s.parentSpanId : 'root',
    );
    out.push(
      `trace ${traceId} (${new Set(list.map((s) => s.service)).size} services, ${list.length} spans)`,
    );
    const walk = (parent, depth) => {
      for (const span of (children.get(parent) ?? []).sort((a, b) =>
        a.startNs < b.startNs ? -1 : 1,
      )) {
        const offset = Number(span.startNs - start) / 1e6;
        out.push(
          `${'  '.repeat(depth + 1)}${span.service.padEnd(18)} ${span.name}  +${offset.toFixed(1)} ms, ${span.ms.toFixed(1)} ms`,
        );
        walk(span.spanId, depth + 1);
      }
    };
    walk('root', 0);
  }
  return `${out.join('\n')}\n`;
}

http
  .createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/traces') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        try {
          collect(JSON.parse(raw));
        } catch (error) {
          console.error('[collector] not OTLP JSON:', error.message);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    } else if (req.url === '/traces')
      res.writeHead(200, { 'content-type': 'text/plain' }).end(render());
    else res.writeHead(404).end();
  })
  .listen(PORT, () =>
    console.log(
      `[collector] OTLP/http traces on http://127.0.0.1:${PORT}/v1/traces, trees at /traces`,
    ),
  );
