#!/usr/bin/env node
// Writes one Grafana dashboard per service (dashboards/<service>.json) and the Prometheus alert rules
// (alerts.yaml) from the metrics every service exports (@sohnne/service-kit: http_requests_total and
// http_request_duration_seconds by method, route and status) and the edge's MFE error counter and INP
// histogram; a dashboard of the edge's traffic (dashboards/edge.json) and of real-user figures per MFE
// version (dashboards/mfe-releases.json); and the Prometheus configuration of the compose ops profile
// (prometheus.yml: every service, the edge and the page server on their ops ports, the alert rules).
// `--check` writes nothing and fails when a committed file differs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const SERVICES = ['catalog', 'content', 'account', 'commerce'];
/** Alert thresholds: 5xx answers above 2 % of requests, p99 above 500 ms, for 10 minutes; a target down for 2. */
export const THRESHOLDS = { errorRatio: 0.02, p99Seconds: 0.5, for: '10m', downFor: '2m' };

/**
 * Real users' INP per MFE version: Core Web Vitals call a p75 of 200 ms or less good (issue 39). The alert
 * reads the pages of the last `window` and waits for `minPages` of them, so that one slow phone does not
 * decide it; the edge's histogram has a bucket bound at the threshold, so p75 passes it exactly when more
 * than a quarter of the pages waited longer.
 */
export const INP_ALERT = { p75Ms: 200, window: '30m', minPages: 20, for: '15m' };

/** What Prometheus scrapes: each job's port (every service's on its one port, the edge's and the page server's
 * ops ports). The job names are the ones the alert rules select on. */
export const SCRAPE_PORTS = {
  catalog: 3000,
  content: 3000,
  account: 3000,
  commerce: 3000,
  edge: 9464,
  pages: 9465,
};
/** How often Prometheus scrapes and evaluates the rules: often enough for a smoke test to see one of each. */
export const SCRAPE_INTERVAL = '10s';

const job = (service) => `job="${service}"`;

/** A time series panel; with `limit`, a red line where an alert rule draws it. */
function panel(id, title, expr, legend, unit, gridPos, limit) {
  const drawn = limit === undefined ? {} : limitLine(limit);
  return {
    id,
    type: 'timeseries',
    title,
    datasource: { type: 'prometheus', uid: '${datasource}' },
    fieldConfig: { defaults: { unit, ...drawn }, overrides: [] },
    options: { legend: { displayMode: 'table', placement: 'bottom' } },
    targets: [{ refId: 'A', expr, legendFormat: legend }],
    gridPos,
  };
}

const limitLine = (value) => ({
  thresholds: {
    mode: 'absolute',
    steps: [
      { color: 'green', value: null },
      { color: 'red', value },
    ],
  },
  custom: { thresholdsStyle: { mode: 'line' } },
});

const DATASOURCE = { name: 'datasource', type: 'datasource', query: 'prometheus', current: {} };

function board(uid, title, tags, variables, panels) {
  return {
    uid,
    title,
    tags: ['sohnne', ...tags],
    schemaVersion: 39,
    version: 1,
    editable: false,
    time: { from: 'now-6h', to: 'now' },
    refresh: '30s',
    templating: { list: [DATASOURCE, ...variables] },
    panels,
  };
}

/** Panels two to a row, 8 high, in the order given. */
const grid = (index) => ({ x: (index % 2) * 12, y: Math.floor(index / 2) * 8, w: 12, h: 8 });

/** Panels from [title, expr, legend, unit, limit?] rows, two to a row in the order given. */
const gridPanels = (rows) =>
  rows.map(([title, expr, legend, unit, limit], index) =>
    panel(index + 1, title, expr, legend, unit, grid(index), limit),
  );

export function dashboard(service) {
  const sel = job(service);
  const requests = (matchers, by) =>
    `sum by (${by}) (rate(http_requests_total{${sel}${matchers}}[5m]))`;
  const quantile = (q) =>
    `histogram_quantile(${q}, sum by (le, route) (rate(http_request_duration_seconds_bucket{${sel}}[5m])))`;
  return board(
    `sohnne-${service}`,
    `Sohnne · ${service} service`,
    [service],
    [],
    gridPanels([
      ['Requests per second by route', requests('', 'route'), '{{route}}', 'reqps'],
      [
        'Error ratio (5xx) by route',
        `${requests(',status=~"5.."', 'route')} / ${requests('', 'route')}`,
        '{{route}}',
        'percentunit',
      ],
      ['p50 latency by route', quantile(0.5), '{{route}}', 's'],
      ['p99 latency by route', quantile(0.99), '{{route}}', 's'],
      [
        '4xx answers by route and status',
        requests(',status=~"4.."', 'route, status'),
        '{{route}} {{status}}',
        'reqps',
      ],
    ]),
  );
}

/** The front door: what the edge answers by class (page, api, mfe, static, beacon), status and kept-answer
 * result (hit, miss, bypass, stale, none), and how long it takes. */
export function edgeDashboard() {
  const requests = (matchers, by) =>
    `sum by (${by}) (rate(sohnne_edge_requests_total${matchers}[5m]))`;
  const quantile = (q) =>
    `histogram_quantile(${q}, sum by (le, class) (rate(sohnne_edge_request_duration_seconds_bucket[5m])))`;
  const panels = [
    ['Requests per second by class', requests('', 'class'), '{{class}}', 'reqps'],
    [
      'Error ratio (5xx) by class',
      `${requests('{status=~"5.."}', 'class')} / ${requests('', 'class')}`,
      '{{class}}',
      'percentunit',
    ],
    ['p50 latency by class', quantile(0.5), '{{class}}', 's'],
    ['p99 latency by class', quantile(0.99), '{{class}}', 's'],
    [
      'Pages by kept-page result (share of page requests)',
      `${requests('{class="page"}', 'cache')} / scalar(sum(rate(sohnne_edge_requests_total{class="page"}[5m])))`,
      '{{cache}}',
      'percentunit',
    ],
    [
      'Requests by class and status',
      requests('', 'class, status'),
      '{{class}} {{status}}',
      'reqps',
    ],
  ];
  return board('sohnne-edge', 'Sohnne · edge', ['edge'], [], gridPanels(panels));
}

/** Real users per MFE version (the browsers' beacons the edge counts, the page server's renders): what a
 * canary is judged on (npm run judge), one line per MFE and version. */
export function mfeReleasesDashboard() {
  const mfe = 'mfe=~"$mfe"';
  const byVersion = 'mfe, version';
  const p75 = (metric) =>
    `histogram_quantile(0.75, sum by (le, ${byVersion}) (rate(sohnne_web_vitals_bucket{${mfe},metric="${metric}"}[5m])))`;
  const panels = [
    [
      'Page views per second by MFE version',
      `sum by (${byVersion}) (rate(sohnne_page_views_total{${mfe}}[5m]))`,
      '{{mfe}} {{version}}',
      'reqps',
    ],
    [
      'MFE errors per 1,000 page views by MFE version',
      `1000 * sum by (${byVersion}) (rate(sohnne_mfe_errors_total{${mfe}}[5m])) / sum by (${byVersion}) (rate(sohnne_page_views_total{${mfe}}[5m]))`,
      '{{mfe}} {{version}}',
      'none',
    ],
    ['p75 LCP by MFE version', p75('LCP'), '{{mfe}} {{version}}', 'ms'],
    ['p75 INP by MFE version', p75('INP'), '{{mfe}} {{version}}', 'ms', INP_ALERT.p75Ms],
    ['p75 CLS by MFE version', p75('CLS'), '{{mfe}} {{version}}', 'none'],
    ['p75 TTFB by MFE version', p75('TTFB'), '{{mfe}} {{version}}', 'ms'],
    [
      'MFE errors per second by version and kind',
      `sum by (${byVersion}, kind) (rate(sohnne_mfe_errors_total{${mfe}}[5m]))`,
      '{{mfe}} {{version}} {{kind}}',
      'reqps',
    ],
    [
      'Server renders per second by MFE version and outcome',
      `sum by (${byVersion}, outcome) (rate(sohnne_page_renders_total{${mfe}}[5m]))`,
      '{{mfe}} {{version}} {{outcome}}',
      'reqps',
    ],
  ];
  const mfeVariable = {
    name: 'mfe',
    type: 'query',
    datasource: { type: 'prometheus', uid: '${datasource}' },
    query: 'label_values(sohnne_page_views_total, mfe)',
    multi: true,
    includeAll: true,
    allValue: '.+',
    current: {},
  };
  return board(
    'sohnne-mfe-releases',
    'Sohnne · MFE versions (real users)',
    ['mfe', 'rum'],
    [mfeVariable],
    gridPanels(panels),
  );
}

/** Prometheus's configuration: one job per entry of `targets` (job name → host:port list), the alert rules
 * from `rulesFile`. */
export function prometheusConfig(targets, rulesFile) {
  return {
    global: { scrape_interval: SCRAPE_INTERVAL, evaluation_interval: SCRAPE_INTERVAL },
    rule_files: [rulesFile],
    scrape_configs: Object.entries(targets).map(([name, hosts]) => ({
      job_name: name,
      metrics_path: '/metrics',
      static_configs: [{ targets: hosts }],
    })),
  };
}

/** The compose ops profile's targets: each container by its service name. */
export const composeTargets = () =>
  Object.fromEntries(
    Object.entries(SCRAPE_PORTS).map(([name, port]) => [name, [`${name}:${port}`]]),
  );

export function alertRules() {
  const rules = SERVICES.flatMap((service) => {
    const sel = job(service);
    return [
      {
        alert: `${service}HighErrorRatio`,
        expr: `sum(rate(http_requests_total{${sel},status=~"5.."}[5m])) / sum(rate(http_requests_total{${sel}}[5m])) > ${THRESHOLDS.errorRatio}`,
        for: THRESHOLDS.for,
        labels: { severity: 'page', service },
        annotations: {
          summary: `The ${service} service answers more than ${THRESHOLDS.errorRatio * 100} % of requests with a 5xx`,
          dashboard: `sohnne-${service}`,
        },
      },
      {
        alert: `${service}SlowP99`,
        expr: `histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{${sel}}[5m]))) > ${THRESHOLDS.p99Seconds}`,
        for: THRESHOLDS.for,
        labels: { severity: 'ticket', service },
        annotations: {
          summary: `The ${service} service's p99 is above ${THRESHOLDS.p99Seconds * 1000} ms`,
        },
      },
      {
        alert: `${service}InstanceDown`,
        expr: `up{${sel}} == 0`,
        for: THRESHOLDS.downFor,
        labels: { severity: 'page', service },
        annotations: {
          summary: `An instance of the ${service} service is down ({{ $labels.instance }})`,
        },
      },
    ];
  });
  for (const front of ['edge', 'pages'])
    rules.push({
      alert: `${front}InstanceDown`,
      expr: `up{${job(front)}} == 0`,
      for: THRESHOLDS.downFor,
      labels: { severity: 'page', service: front },
      annotations: {
        summary: `An instance of the ${front === 'edge' ? 'edge' : 'page server'} is down ({{ $labels.instance }})`,
      },
    });
  rules.push({
    alert: 'edgeHighErrorRatio',
    expr: `sum(rate(sohnne_edge_requests_total{status=~"5.."}[5m])) / sum(rate(sohnne_edge_requests_total[5m])) > ${THRESHOLDS.errorRatio}`,
    for: THRESHOLDS.for,
    labels: { severity: 'page', service: 'edge' },
    annotations: {
      summary: `The edge answers more than ${THRESHOLDS.errorRatio * 100} % of requests with a 5xx`,
      dashboard: 'sohnne-edge',
    },
  });
  rules.push({
    alert: 'MfeErrorsInBrowsers',
    expr: 'sum by (mfe, version) (increase(sohnne_mfe_errors_total[10m])) > 20',
    for: '5m',
    labels: { severity: 'ticket' },
    annotations: {
      summary:
        'Browsers report {{ $labels.mfe }} {{ $labels.version }} failing to load or mount: a bad canary? (npm run rollback)',
    },
  });
  rules.push(slowInpRule());
  return { groups: [{ name: 'sohnne', rules }] };
}

/** An MFE version whose real users' p75 INP passed INP_ALERT.p75Ms over enough pages (issue 39). */
function slowInpRule() {
  const { p75Ms, window, minPages } = INP_ALERT;
  const inp = 'metric="INP"';
  return {
    alert: 'MfeSlowInp',
    expr: `histogram_quantile(0.75, sum by (le, mfe, version) (rate(sohnne_web_vitals_bucket{${inp}}[${window}]))) > ${p75Ms} and sum by (mfe, version) (increase(sohnne_web_vitals_count{${inp}}[${window}])) >= ${minPages}`,
    for: INP_ALERT.for,
    labels: { severity: 'ticket' },
    annotations: {
      summary: `Real users of {{ $labels.mfe }} {{ $labels.version }} wait {{ $value | printf "%.0f" }} ms at p75 for the next paint after a tap (INP), above ${p75Ms} ms: see issue 39's taps bench (npm run bench:taps)`,
      dashboard: 'sohnne-mfe-releases',
    },
  };
}

export function files() {
  const out = {
    'alerts.yaml': `# Generated by infra/observability/generate.mjs: do not edit.\n${YAML.stringify(alertRules(), { lineWidth: 0 })}`,
  };
  for (const service of SERVICES)
    out[`dashboards/${service}.json`] = `${JSON.stringify(dashboard(service), null, 2)}\n`;
  out['dashboards/edge.json'] = `${JSON.stringify(edgeDashboard(), null, 2)}\n`;
  out['dashboards/mfe-releases.json'] = `${JSON.stringify(mfeReleasesDashboard(), null, 2)}\n`;
  out['prometheus.yml'] =
    `# Generated by infra/observability/generate.mjs: do not edit. The compose ops profile's Prometheus\n# (npm run ops writes the same with the local ports).\n${YAML.stringify(prometheusConfig(composeTargets(), '/etc/prometheus/alerts.yaml'), { lineWidth: 0 })}`;
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, content] of Object.entries(files())) {
    const target = path.join(HERE, file);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
    if (check) stale.push(file);
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
  }
  if (stale.length) {
    console.error(`Stale: ${stale.join(', ')}. Run npm run generate -w @sohnne/observability.`);
    process.exit(1);
  }
  console.log(check ? 'dashboards and alerts are current' : 'dashboards and alerts written');
}
