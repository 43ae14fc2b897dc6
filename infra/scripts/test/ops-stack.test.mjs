import assert from 'node:assert/strict';
import test from 'node:test';
import { SCRAPE_PORTS } from '../../observability/generate.mjs';
import { localJaegerConfig, localPrometheusConfig, opsPorts } from '../ops-stack.mjs';

test('the local Prometheus scrapes every job on the ports npm start is given, loopback only', () => {
  const config = localPrometheusConfig(
    { CATALOG_PORT: '3701', COMMERCE_PORT: '3704', EDGE_METRICS_PORT: '10164' },
    '/etc/prometheus/alerts.yaml',
  );
  const targets = Object.fromEntries(
    config.scrape_configs.map((c) => [c.job_name, c.static_configs[0].targets]),
  );
  assert.deepEqual(Object.keys(targets), Object.keys(SCRAPE_PORTS));
  assert.deepEqual(targets, {
    catalog: ['127.0.0.1:3701'],
    content: ['127.0.0.1:3002'],
    account: ['127.0.0.1:3003'],
    commerce: ['127.0.0.1:3704'],
    edge: ['127.0.0.1:10164'],
    pages: ['127.0.0.1:9465'],
  });
  assert.deepEqual(config.rule_files, ['/etc/prometheus/alerts.yaml']);
});

test('the local Jaeger listens only on the ports it is given, on 127.0.0.1', () => {
  const ports = opsPorts({
    PROMETHEUS_PORT: '4700',
    TRACES_PORT: '4701',
    TRACES_OTLP_PORT: '4702',
  });
  assert.deepEqual(ports, { prometheus: 4700, traces: 4701, otlp: 4702 });
  const config = localJaegerConfig(ports);
  const endpoints = JSON.stringify(config).match(/"endpoint":"[^"]+"/g);
  assert.deepEqual(endpoints, [
    '"endpoint":"127.0.0.1:4701"',
    '"endpoint":"127.0.0.1:0"',
    '"endpoint":"127.0.0.1:4702"',
  ]);
  assert.deepEqual(config.service.pipelines.traces.receivers, ['otlp']);
  assert.deepEqual(opsPorts({}), { prometheus: 9090, traces: 16686, otlp: 4318 });
});
