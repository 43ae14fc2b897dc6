import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import {
  composeTargets,
  files,
  INP_ALERT,
  prometheusConfig,
  SCRAPE_PORTS,
  SERVICES,
} from '../generate.mjs';
import { evaluate } from './promql.mjs';

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
    'sohnne_web_vitals_count',
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
    new Set(['HighErrorRatio', 'SlowP99', 'InstanceDown', 'MfeErrorsInBrowsers', 'MfeSlowInp']),
  );
  exprs.push(...rules.map((r) => r.expr));
  for (const expr of exprs) {
    assert.ok(balanced(expr), expr);
    const metrics = [...expr.matchAll(/([a-z_]+)\{/g)].map((m) => m[1]);
    for (const metric of metrics) assert.ok(exported.includes(metric), `${metric} in ${expr}`);
  }
  for (const rule of rules) {
    assert.match(rule.for, /^\d+m$/);
    assert.doesNotThrow(() => evaluate(rule.expr, []), rule.alert); // parses as Prometheus would read it
  }
});

/** The edge's vitals buckets (infra/edge/rum.js), read from its source as the test above reads metric names. */
const vitalBuckets = () => {
  const source = fs.readFileSync(path.join(ROOT, 'infra', 'edge', 'rum.js'), 'utf8');
  const list = /const VITAL_BUCKETS = \[([^\]]+)\]/.exec(source)[1];
  return list
    .split(',')
    .map((bound) => bound.trim())
    .filter(Boolean)
    .map(Number);
};

/**
 * The series of the edge's sohnne_web_vitals histogram for one MFE version and metric, as increases over
 * the rule's window: one page's figure per value.
 */
function vitalsSeries(mfe, version, values, metric = 'INP') {
  const labels = { mfe, version, metric };
  const bounds = [...vitalBuckets(), Infinity];
  return [
    ...bounds.map((le) => ({
      labels: {
        __name__: 'sohnne_web_vitals_bucket',
        ...labels,
        le: le === Infinity ? '+Inf' : String(le),
      },
      value: values.filter((v) => v <= le).length,
    })),
    { labels: { __name__: 'sohnne_web_vitals_count', ...labels }, value: values.length },
  ];
}

const pages = (count, ms) => Array.from({ length: count }, () => ms);

test("MfeSlowInp fires for an MFE version whose real users' p75 INP passes 200 ms over enough pages, and only for it", () => {
  const rule = YAML.parse(files()['alerts.yaml'])
    .groups.flatMap((g) => g.rules)
    .find((r) => r.alert === 'MfeSlowInp');
  assert.equal(INP_ALERT.p75Ms, 200);
  // A bucket bound at the threshold: p75 is above it exactly when more than a quarter of the pages are.
  assert.ok(vitalBuckets().includes(INP_ALERT.p75Ms));
  const series = [
    // 30 % of the pages at 260 ms: p75 in the 200–300 bucket, 216.7 ms
    ...vitalsSeries('catalog', '1.1.0', [...pages(70, 120), ...pages(30, 260)]),
    // 20 % slow, however slow: p75 193.75 ms
    ...vitalsSeries('catalog', '1.0.0', [...pages(80, 120), ...pages(20, 900)]),
    // exactly a quarter above: p75 200 ms, which has not passed 200
    ...vitalsSeries('account', '3.0.0', [...pages(75, 150), ...pages(25, 450)]),
    // slow, but too few pages to say
    ...vitalsSeries('content', '2.0.0', pages(INP_ALERT.minPages - 1, 500)),
    // the same version's other vitals are no INP
    ...vitalsSeries('catalog', '1.0.0', pages(100, 3000), 'LCP'),
  ];
  const firing = evaluate(rule.expr, series);
  assert.deepEqual(
    firing.map((s) => s.labels),
    [{ mfe: 'catalog', version: '1.1.0' }],
  );
  assert.ok(Math.abs(firing[0].value - (200 + (100 * 5) / 30)) < 1e-9, String(firing[0].value));
  // Enough pages makes the slow one count.
  const enough = vitalsSeries('content', '2.0.0', pages(INP_ALERT.minPages, 500));
  assert.deepEqual(
    evaluate(rule.expr, enough).map((s) => s.labels),
    [{ mfe: 'content', version: '2.0.0' }],
  );
  assert.equal(rule.for, INP_ALERT.for);
  assert.equal(rule.annotations.dashboard, 'sohnne-mfe-releases');
});

test('the INP panel draws the alert threshold', () => {
  const board = JSON.parse(files()['dashboards/mfe-releases.json']);
  const inp = board.panels.find((p) => p.title === 'p75 INP by MFE version');
  assert.match(inp.targets[0].expr, /histogram_quantile\(0\.75, sum by \(le, mfe, version\)/);
  assert.deepEqual(inp.fieldConfig.defaults.thresholds.steps.at(-1), {
    color: 'red',
    value: INP_ALERT.p75Ms,
  });
});

test('the rules evaluator reads PromQL as Prometheus does', () => {
  const series = [
    { labels: { __name__: 'up', job: 'edge', instance: 'a' }, value: 0 },
    { labels: { __name__: 'up', job: 'edge', instance: 'b' }, value: 1 },
    { labels: { __name__: 'hits', job: 'edge', status: '500' }, value: 60 },
    { labels: { __name__: 'hits', job: 'edge', status: '200' }, value: 540 },
  ];
  assert.deepEqual(evaluate('up{job="edge"} == 0', series), [
    { labels: { __name__: 'up', job: 'edge', instance: 'a' }, value: 0 },
  ]);
  assert.deepEqual(
    evaluate('sum(rate(hits{status=~"5.."}[1m])) / sum(rate(hits[1m])) > 0.05', series),
    [{ labels: {}, value: 0.1 }],
  );
  assert.deepEqual(evaluate('sum(rate(hits{status=~"5.."}[1m])) > 1', series), []);
  assert.deepEqual(evaluate('sum by (status) (increase(hits{status!="200"}[5m]))', series), [
    { labels: { status: '500' }, value: 60 },
  ]);
  // Above the highest finite bound, histogram_quantile answers that bound.
  const slow = vitalsSeries('catalog', '1.0.0', pages(10, 50_000));
  assert.deepEqual(
    evaluate('histogram_quantile(0.75, sum by (le) (rate(sohnne_web_vitals_bucket[5m])))', slow),
    [{ labels: {}, value: vitalBuckets().at(-1) }],
  );
  assert.throws(() => evaluate('sum(rate(hits[1m]) > ', series), /PromQL/);
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
