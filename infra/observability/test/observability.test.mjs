import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { composeTargets, files, prometheusConfig, SCRAPE_PORTS, SERVICES } from '../generate.mjs';

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
    // the edge's real-user beacons and traffic, the page server's renders
    'sohnne_mfe_errors_total',
    'sohnne_page_views_total',
    'sohnne_web_vitals_bucket',
    'sohnne_page_renders_total',
    'sohnne_edge_requests_total',
    'sohnne_edge_request_duration_seconds_bucket',
  ];
  assert.match(metricsSource, /http_requests_total/);
  assert.match(metricsSource, /http_request_duration_seconds/);
  assert.match(metricsSource, /'method', 'route', 'status'/);
  const edgeSource = ['traffic.js', 'rum.js']
    .map((file) => fs.readFileSync(path.join(ROOT, 'infra', 'edge', file), 'utf8'))
    .join('\n');
  for (const name of [
    'sohnne_edge_requests_total',
    'sohnne_edge_request_duration_seconds',
    'sohnne_web_vitals',
    'sohnne_page_views_total',
    'sohnne_mfe_errors_total',
  ])
    assert.ok(edgeSource.includes(`name: '${name}'`), name);
  assert.match(edgeSource, /labelNames = \['class', 'status', 'cache'\]/);
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
  for (const extra of ['edge', 'mfe-releases'])
    exprs.push(
      ...JSON.parse(files()[`dashboards/${extra}.json`]).panels.map((p) => p.targets[0].expr),
    );
  const rules = YAML.parse(files()['alerts.yaml']).groups[0].rules;
  assert.deepEqual(
    new Set(
      rules.map((r) => r.alert.replace(/^(catalog|content|account|commerce|edge|pages)/, '')),
    ),
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

test('the MFE versions dashboard shows every real-user figure by MFE and version, for the chosen MFEs', () => {
  const board = JSON.parse(files()['dashboards/mfe-releases.json']);
  assert.equal(board.uid, 'sohnne-mfe-releases');
  assert.deepEqual(
    board.templating.list.map((v) => v.name),
    ['datasource', 'mfe'],
  );
  const exprs = board.panels.map((p) => p.targets[0].expr);
  for (const expr of exprs) {
    assert.match(expr, /by \(.*mfe, version/, expr);
    assert.match(expr, /mfe=~"\$mfe"/, expr);
  }
  for (const metric of ['LCP', 'INP', 'CLS', 'TTFB'])
    assert.ok(
      exprs.some((e) => e.includes(`metric="${metric}"`)),
      metric,
    );
  for (const metric of [
    'sohnne_page_views_total',
    'sohnne_mfe_errors_total',
    'sohnne_page_renders_total',
  ])
    assert.ok(
      exprs.some((e) => e.includes(metric)),
      metric,
    );
  // Panels never overlap: each its own cell of the two-column grid.
  const cells = board.panels.map(({ gridPos: { x, y } }) => `${x},${y}`);
  assert.equal(new Set(cells).size, cells.length);
});

test('the edge dashboard shows its rate, errors, latency and kept pages by class', () => {
  const board = JSON.parse(files()['dashboards/edge.json']);
  assert.equal(board.uid, 'sohnne-edge');
  const byTitle = Object.fromEntries(board.panels.map((p) => [p.title, p.targets[0].expr]));
  assert.match(byTitle['Requests per second by class'], /sum by \(class\)/);
  assert.match(byTitle['Error ratio (5xx) by class'], /status=~"5\.\."/);
  assert.match(byTitle['p99 latency by class'], /histogram_quantile\(0\.99, sum by \(le, class\)/);
  assert.match(
    byTitle['Pages by kept-page result (share of page requests)'],
    /sum by \(cache\).*class="page"/,
  );
});

test('Prometheus scrapes every job the rules select, and compose mounts its configuration where it says', () => {
  const config = YAML.parse(files()['prometheus.yml']);
  const jobs = config.scrape_configs.map((c) => c.job_name);
  assert.deepEqual(jobs, Object.keys(SCRAPE_PORTS));
  const rules = YAML.parse(files()['alerts.yaml']).groups.flatMap((g) => g.rules);
  const selected = new Set(
    rules.flatMap((r) => [...r.expr.matchAll(/job="([a-z]+)"/g)].map((m) => m[1])),
  );
  for (const job of selected) assert.ok(jobs.includes(job), job);
  for (const service of [...SERVICES, 'edge', 'pages']) assert.ok(jobs.includes(service), service);
  assert.deepEqual(config.scrape_configs.find((c) => c.job_name === 'edge').static_configs, [
    { targets: ['edge:9464'] },
  ]);

  const compose = YAML.parse(
    fs.readFileSync(path.join(ROOT, 'infra', 'compose', 'docker-compose.yml'), 'utf8'),
  );
  const prometheus = compose.services.prometheus;
  assert.deepEqual(prometheus.profiles, ['ops']);
  assert.ok(
    prometheus.volumes.includes(
      '../observability/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
    ),
  );
  assert.ok(prometheus.volumes.includes(`../observability/alerts.yaml:${config.rule_files[0]}:ro`));
  // Every target listens beyond its container's loopback, for Prometheus in its own container.
  assert.equal(compose.services.edge.environment.EDGE_METRICS_HOST, '0.0.0.0');
  assert.equal(compose.services.pages.environment.PAGE_SERVER_METRICS_HOST, '0.0.0.0');
  assert.deepEqual(Object.keys(composeTargets()), jobs);
});

test('a configuration for other addresses names them and the rules file given', () => {
  const config = prometheusConfig({ edge: ['127.0.0.1:10164'] }, '/repo/alerts.yaml');
  assert.deepEqual(config.rule_files, ['/repo/alerts.yaml']);
  assert.deepEqual(config.scrape_configs, [
    {
      job_name: 'edge',
      metrics_path: '/metrics',
      static_configs: [{ targets: ['127.0.0.1:10164'] }],
    },
  ]);
});
