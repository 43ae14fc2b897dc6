// Where the judge reads its figures: the edges' and page servers' /metrics directly (counted since each
// process started), or a Prometheus (PROMETHEUS_URL) over the canary's life, summed over every replica.
import { quantile } from './verdict.mjs';

const VITALS = ['LCP', 'INP'];
/** The page server's render outcomes (sohnne_page_renders_total{outcome}: ok, fallback, error) that failed. */
const FALLBACK = 'fallback';
const SERVER_ERROR = 'error';

/** Prometheus' text format: [{ name, labels, value }] for every sample line. */
export function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[name] = value.replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/** One side's figures from the samples of every scraped process. */
export function figuresFromSamples(samples, mfe, version) {
  const of = (name, extra = (_labels) => true) =>
    samples.filter(
      (s) =>
        s.name === name && s.labels.mfe === mfe && s.labels.version === version && extra(s.labels),
    );
  const sum = (list) => list.reduce((total, s) => total + s.value, 0);
  const p75 = Object.fromEntries(
    VITALS.map((metric) => {
      const byLe = new Map();
      for (const s of of('sohnne_web_vitals_bucket', (l) => l.metric === metric)) {
        const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
        byLe.set(le, (byLe.get(le) ?? 0) + s.value);
      }
      return [metric, quantile(0.75, [...byLe])];
    }),
  );
  const renders = of('sohnne_page_renders_total');
  return {
    version,
    views: sum(of('sohnne_page_views_total')),
    errors: sum(of('sohnne_mfe_errors_total')),
    p75,
    renders: renders.length ? sum(renders) : null,
    fallbacks: sum(renders.filter((s) => s.labels.outcome === FALLBACK)),
    serverErrors: sum(renders.filter((s) => s.labels.outcome === SERVER_ERROR)),
  };
}

async function fetchText(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * The processes' own /metrics: every edge must answer (their beacons are the figures); a page server
 * that does not leaves the renders uncompared, and `notes` says so.
 */
export function directSource({ edgeUrls, pageServerUrls }) {
  return {
    describe: `the metrics of ${[...edgeUrls, ...pageServerUrls].join(', ')} (since each process started)`,
    async read() {
      const notes = [];
      const texts = await Promise.all([
        ...edgeUrls.map((url) =>
          fetchText(url).catch((error) => {
            throw new Error(
              `The edge's metrics at ${url} cannot be read (${error.cause?.code ?? error.message}): is the shop running? EDGE_METRICS_URL names its ops port`,
            );
          }),
        ),
        ...pageServerUrls.map((url) =>
          fetchText(url).catch((error) => {
            notes.push(
              `page server metrics at ${url} unavailable (${error.cause?.code ?? error.message}): renders not compared`,
            );
            return '';
          }),
        ),
      ]);
      const samples = texts.flatMap(parseMetrics);
      return { notes, figures: (mfe, version) => figuresFromSamples(samples, mfe, version) };
    },
  };
}

const labelValue = (text) => `"${String(text).replace(/["\\]/g, '\\$&')}"`;

/** A Prometheus' HTTP API, over the last `windowSeconds` (the canary's life) for both sides. */
export function prometheusSource({ url, windowSeconds }) {
  const range = `[${Math.max(60, Math.ceil(windowSeconds))}s]`;
  const query = async (promql) => {
    const endpoint = new URL('/api/v1/query', url);
    endpoint.searchParams.set('query', promql);
    let body;
    try {
      body = await (await fetch(endpoint, { signal: AbortSignal.timeout(10000) })).json();
    } catch (error) {
      throw new Error(
        `Prometheus at ${url} cannot be queried (${error.cause?.code ?? error.message})`,
      );
    }
    if (body.status !== 'success') throw new Error(`Prometheus refused ${promql}: ${body.error}`);
    const value = Number(body.data.result[0]?.value?.[1]);
    return Number.isFinite(value) ? value : null;
  };
  return {
    describe: `Prometheus at ${url} over the canary's life (${range})`,
    async read() {
      return {
        notes: [],
        figures: async (mfe, version) => {
          const side = `mfe=${labelValue(mfe)},version=${labelValue(version)}`;
          const count = async (metric, extra = '') =>
            Math.round((await query(`sum(increase(${metric}{${side}${extra}}${range}))`)) ?? 0);
          const p75 = async (metric) =>
            query(
              `histogram_quantile(0.75, sum by (le) (increase(sohnne_web_vitals_bucket{${side},metric="${metric}"}${range})))`,
            );
          const rendered = await query(`sum(increase(sohnne_page_renders_total{${side}}${range}))`);
          return {
            version,
            views: await count('sohnne_page_views_total'),
            errors: await count('sohnne_mfe_errors_total'),
            p75: { LCP: await p75('LCP'), INP: await p75('INP') },
            renders: rendered === null ? null : Math.round(rendered),
            fallbacks: await count('sohnne_page_renders_total', `,outcome="${FALLBACK}"`),
            serverErrors: await count('sohnne_page_renders_total', `,outcome="${SERVER_ERROR}"`),
          };
        },
      };
    },
  };
}
