// What infra/compose/smoke.sh checks of the ops profile, from the host:
//   node infra/compose/ops-check.mjs <prometheus url> <traces url> <trace id>
// every scrape job of infra/observability/prometheus.yml has targets and all of them are up; every rule group
// of alerts.yaml is loaded and each rule evaluated without error; the trace the journey sent (its checkout page
// and its checkout) holds spans from the edge, the page server, commerce and catalog in Jaeger.
// Each check waits up to a minute (scrapes and evaluations every 10 s, spans sent in batches every 5 s).
// A failed check exits 1 after printing `failed-container=<compose service>`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { SCRAPE_PORTS } from '../observability/generate.mjs';

const OBSERVABILITY = path.join(path.dirname(fileURLToPath(import.meta.url)), '../observability');
/** The services whose spans one checkout's trace must hold (their OpenTelemetry service.name). */
const TRACED = ['edge', 'pages', 'commerce-service', 'catalog-service'];
const WAIT_MS = 60_000;

class CheckFailure extends Error {
  constructor(container, message) {
    super(message);
    this.container = container;
  }
}

async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Asks `probe` until it returns a result (not undefined) or the wait is over; then fails with its last word. */
async function waitFor(label, container, probe) {
  const deadline = Date.now() + WAIT_MS;
  let last = 'no answer';
  for (;;) {
    try {
      const { done, detail } = await probe();
      if (done) {
        console.log(`[smoke] ok: ${label} (${detail})`);
        return;
      }
      last = detail;
    } catch (error) {
      last = error.message;
    }
    if (Date.now() > deadline) throw new CheckFailure(container, `${label}: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

async function targetsUp(prometheus) {
  await waitFor('every Prometheus target up', 'prometheus', async () => {
    const { data } = await getJson(`${prometheus}/api/v1/targets?state=active`);
    const down = data.activeTargets.filter((target) => target.health !== 'up');
    const jobs = new Set(data.activeTargets.map((target) => target.labels.job));
    const missing = Object.keys(SCRAPE_PORTS).filter((job) => !jobs.has(job));
    return {
      done: down.length === 0 && missing.length === 0,
      detail:
        down.length || missing.length
          ? `down: ${down.map((t) => `${t.scrapeUrl} ${t.health} ${t.lastError}`).join('; ') || 'none'}; without targets: ${missing.join(', ') || 'none'}`
          : data.activeTargets.map((t) => t.labels.job).join(', '),
    };
  });
}

async function rulesLoaded(prometheus) {
  const expected = YAML.parse(fs.readFileSync(path.join(OBSERVABILITY, 'alerts.yaml'), 'utf8'));
  await waitFor('every rule group loaded and evaluated without error', 'prometheus', async () => {
    const { data } = await getJson(`${prometheus}/api/v1/rules`);
    const loaded = new Map(data.groups.map((group) => [group.name, group]));
    const problems = [];
    for (const group of expected.groups) {
      const live = loaded.get(group.name);
      if (!live) problems.push(`group ${group.name} not loaded`);
      else if (live.rules.length !== group.rules.length)
        problems.push(`group ${group.name}: ${live.rules.length} of ${group.rules.length} rules`);
      else
        for (const rule of live.rules)
          if (rule.health !== 'ok')
            problems.push(
              `${rule.name}: ${rule.health}${rule.lastError ? ` ${rule.lastError}` : ''}`,
            );
    }
    const rules = expected.groups.reduce((sum, group) => sum + group.rules.length, 0);
    return {
      done: problems.length === 0,
      detail: problems.join('; ') || `${expected.groups.length} groups, ${rules} rules`,
    };
  });
}

async function traceHeld(traces, traceId) {
  await waitFor(
    `the checkout's trace holds spans from ${TRACED.join(', ')}`,
    'traces',
    async () => {
      const { data } = await getJson(`${traces}/api/traces/${traceId}`);
      const [trace] = data ?? [];
      const services = new Set(
        (trace?.spans ?? []).map((span) => trace.processes[span.processID]?.serviceName),
      );
      const missing = TRACED.filter((service) => !services.has(service));
      return {
        done: missing.length === 0,
        detail: missing.length
          ? `no spans from ${missing.join(', ')} yet`
          : `${trace.spans.length} spans from ${[...services].sort().join(', ')}`,
      };
    },
  );
}

const [prometheus, traces, traceId] = process.argv.slice(2);
try {
  if (!prometheus || !traces || !/^[0-9a-f]{32}$/.test(traceId ?? ''))
    throw new CheckFailure('', 'usage: ops-check.mjs <prometheus url> <traces url> <trace id>');
  await targetsUp(prometheus);
  await rulesLoaded(prometheus);
  await traceHeld(traces, traceId);
} catch (error) {
  console.error(`[smoke] FAILED: ${error.message}`);
  console.error(`failed-container=${error.container ?? 'prometheus'}`);
  process.exit(1);
}
