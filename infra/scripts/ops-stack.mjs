#!/usr/bin/env node
// `npm run ops`: the compose ops profile's Prometheus and Jaeger against the shop `npm start` runs on this
// host — the same images (infra/docker/ops-base.sh), on the host's network, with configurations written to
// .data/ops/ for the local ports: Prometheus scrapes every service, the edge's and the page server's ops ports
// and loads infra/observability/alerts.yaml; Jaeger takes OTLP over http. Start the shop with
// OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:$TRACES_OTLP_PORT for its traces. Ctrl+C stops both.
// Ports: PROMETHEUS_PORT (9090), TRACES_PORT (16686: Jaeger's UI and API), TRACES_OTLP_PORT (4318); the
// shop's as `npm start` reads them (CATALOG_PORT…, EDGE_METRICS_PORT, PAGE_SERVER_METRICS_PORT).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prometheusConfig, SCRAPE_PORTS } from '../observability/generate.mjs';
import { exitWith, REPO_ROOT } from './lib/bootstrap.mjs';

/** The port each scrape job listens on locally: the variable `npm start` reads, else its default there. */
const LOCAL_PORTS = {
  catalog: ['CATALOG_PORT', 3001],
  content: ['CONTENT_PORT', 3002],
  account: ['ACCOUNT_PORT', 3003],
  commerce: ['COMMERCE_PORT', 3004],
  edge: ['EDGE_METRICS_PORT', 9464],
  pages: ['PAGE_SERVER_METRICS_PORT', 9465],
};

const portOf = (env, name, fallback) => Number(env[name] || fallback);

/** The ops stack's own ports. */
export function opsPorts(env = process.env) {
  return {
    prometheus: portOf(env, 'PROMETHEUS_PORT', 9090),
    traces: portOf(env, 'TRACES_PORT', 16686),
    otlp: portOf(env, 'TRACES_OTLP_PORT', 4318),
  };
}

/** Prometheus's configuration for the shop on this host, with the rules at `rulesFile`. */
export function localPrometheusConfig(env, rulesFile) {
  const targets = Object.fromEntries(
    Object.keys(SCRAPE_PORTS).map((job) => {
      const [name, fallback] = LOCAL_PORTS[job];
      return [job, [`127.0.0.1:${portOf(env, name, fallback)}`]];
    }),
  );
  return prometheusConfig(targets, rulesFile);
}

/** Jaeger v2 with only what the shop uses: OTLP over http in, memory storage, the query API and UI out, all
 * on 127.0.0.1 (its built-in configuration opens a dozen fixed ports, which would clash beside another). */
export function localJaegerConfig(ports) {
  return {
    service: {
      extensions: ['jaeger_storage', 'jaeger_query'],
      pipelines: {
        traces: {
          receivers: ['otlp'],
          processors: ['batch'],
          exporters: ['jaeger_storage_exporter'],
        },
      },
      telemetry: { metrics: { level: 'none' }, logs: { level: 'warn' } },
    },
    extensions: {
      jaeger_storage: { backends: { memstore: { memory: { max_traces: 100000 } } } },
      jaeger_query: {
        storage: { traces: 'memstore' },
        http: { endpoint: `127.0.0.1:${ports.traces}` },
        // No gRPC query API: port 0 is any free one.
        grpc: { endpoint: '127.0.0.1:0' },
      },
    },
    receivers: { otlp: { protocols: { http: { endpoint: `127.0.0.1:${ports.otlp}` } } } },
    processors: { batch: {} },
    exporters: { jaeger_storage_exporter: { trace_storage: 'memstore' } },
  };
}

function main() {
  const ports = opsPorts();
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore' });
  } catch {
    throw new Error('npm run ops runs the ops images with Docker: start the Docker daemon first');
  }
  console.log('[ops] the ops images (infra/docker/ops-base.sh; the first time builds them)');
  const images = Object.fromEntries(
    execFileSync('bash', ['infra/docker/ops-base.sh'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .trim()
      .split('\n')
      .map((line) => line.split('=')),
  );
  const dir = path.join(REPO_ROOT, '.data', 'ops');
  fs.mkdirSync(dir, { recursive: true });
  // JSON is YAML: both read these.
  fs.writeFileSync(
    path.join(dir, 'prometheus.yml'),
    JSON.stringify(localPrometheusConfig(process.env, '/etc/prometheus/alerts.yaml'), null, 2),
  );
  fs.writeFileSync(
    path.join(dir, 'jaeger.yaml'),
    JSON.stringify(localJaegerConfig(ports), null, 2),
  );
  const alerts = path.join(REPO_ROOT, 'infra', 'observability', 'alerts.yaml');
  const locked = ['--read-only', '--security-opt', 'no-new-privileges:true', '--cap-drop', 'ALL'];
  const containers = [
    {
      name: `sohnne-ops-prometheus-${ports.prometheus}`,
      args: [
        ...locked,
        '--tmpfs',
        '/prometheus:uid=65534,gid=65534',
        '-v',
        `${path.join(dir, 'prometheus.yml')}:/etc/prometheus/prometheus.yml:ro`,
        '-v',
        `${alerts}:/etc/prometheus/alerts.yaml:ro`,
        images.PROMETHEUS_IMAGE,
        '--config.file=/etc/prometheus/prometheus.yml',
        '--storage.tsdb.path=/prometheus',
        `--web.listen-address=127.0.0.1:${ports.prometheus}`,
      ],
    },
    {
      name: `sohnne-ops-traces-${ports.traces}`,
      args: [
        ...locked,
        '--tmpfs',
        '/tmp',
        '-v',
        `${path.join(dir, 'jaeger.yaml')}:/etc/jaeger/jaeger.yaml:ro`,
        images.TRACES_IMAGE,
        '--config=/etc/jaeger/jaeger.yaml',
      ],
    },
  ];
  let stopping = false;
  const running = containers.map(({ name, args }) => {
    // A container of an earlier run that did not stop (a killed terminal) goes first.
    execFileSync('docker', ['rm', '-f', name], { stdio: 'ignore' });
    const child = spawn(
      'docker',
      ['run', '--rm', '--name', name, '--network', 'host', '--no-healthcheck', ...args],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.on('exit', (code) => {
      if (!stopping) exitWith('ops', new Error(`${name} stopped (exit ${code})`));
    });
    return name;
  });
  const stop = () => {
    stopping = true;
    execFileSync('docker', ['stop', '-t', '5', ...running], { stdio: 'ignore' });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    [
      `[ops] Prometheus http://127.0.0.1:${ports.prometheus} (targets: /targets, rules: /rules)`,
      `[ops] Jaeger     http://127.0.0.1:${ports.traces} (OTLP over http on 127.0.0.1:${ports.otlp})`,
      `[ops] the shop's traces: OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:${ports.otlp} npm start`,
      `[ops] a canary judged from it: PROMETHEUS_URL=http://127.0.0.1:${ports.prometheus} npm run judge -- <mfe>`,
      '[ops] Ctrl+C stops both',
    ].join('\n'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    exitWith('ops', error);
  }
}
