import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { files, SERVICES } from '../generate.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..', '..');
const metricsSource = fs.readFileSync(
  path.join(ROOT, 'packages', 'service-kit', 'src', 'metrics.ts'),
  'utf8',
);

test('the committed dashboards and alerts are what the generator gives', () => {
  for (const [file, content] of Object.entries(files()))
    assert.equal(fs.readFileSync(path.join(HERE, '..', file), 'utf8'), content, file);
});

/** Balanced brackets and quotes: a cheap guard that every expression at least parses as PromQL would. */
function balanced(expr) {
  const pairs = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  let quoted = false;
  for (const char of expr) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if ('([{'.includes(char)) stack.push(char);
    else if (pairs[char] && stack.pop() !== pairs[char]) return false;
  }
  return stack.length === 0 && !quoted;
}

test('every panel and rule queries metrics the services and the edge really export, with balanced expressions', () => {
  const exported = [
    'http_requests_total',
    'http_request_duration_seconds_bucket',
    'up',
    'sohnne_mfe_errors_total',
  ];
  assert.match(metricsSource, /http_requests_total/);
  assert.match(metricsSource, /http_request_duration_seconds/);
  assert.match(metricsSource, /'method', 'route', 'status'/);
  const exprs = [];
  for (const service of SERVICES) {
    const board = JSON.parse(files()[`dashboards/${service}.json`]);
    assert.equal(board.uid, `sohnne-${service}`);
    assert.deepEqual(
      board.panels.map((p) => p.title),
      [
        'Requests per second by route',
        'Error ratio (5xx) by route',
        'p50 latency by route',
        'p99 latency by route',
        '4xx answers by route and status',
      ],
    );
    exprs.push(...board.panels.map((p) => p.targets[0].expr));
  }
  const rules = YAML.parse(files()['alerts.yaml']).groups[0].rules;
  assert.deepEqual(
    new Set(rules.map((r) => r.alert.replace(/^(catalog|content|account|commerce)/, ''))),
    new Set(['HighErrorRatio', 'SlowP99', 'InstanceDown', 'MfeErrorsInBrowsers']),
  );
  exprs.push(...rules.map((r) => r.expr));
  for (const expr of exprs) {
    assert.ok(balanced(expr), expr);
    const metrics = [...expr.matchAll(/([a-z_]+)\{/g)].map((m) => m[1]);
    for (const metric of metrics) assert.ok(exported.includes(metric), `${metric} in ${expr}`);
  }
  for (const rule of rules) assert.match(rule.for, /^\d+m$/);
});
