// One page's Lighthouse runs, summarised (bench/lighthouse.sh): a row per stack, then, with a baseline,
// whether this stack reads worse. Each report is read once.
// Usage: node bench/lighthouse-summary.mjs <page> <stack>=<report.json>[,<report.json>...] ...
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { pLower } from './rank-test.mjs';

/** The value at quantile `q` of `values` (the nearest rank: a whole score stays whole). */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.round((sorted.length - 1) * q)];
};
const median = (values) => quantile(values, 0.5);

const score = (run) => Math.round(run.categories.performance.score * 100);
const blocking = (run) => run.audits['total-blocking-time'].numericValue;

/** A stack's row: the median of each figure, and the middle half (25th–75th percentile) of perf, TBT and LCP. */
function row(page, { name, runs, tried }) {
  if (!runs.length) return `${page.padEnd(50)} ${name.padEnd(6)} no run finished`;
  const pick = (figure) => median(runs.map(figure));
  const spread = (figure) => {
    const values = runs.map((run) => Math.round(figure(run)));
    return `${median(values)} ${quantile(values, 0.25)}-${quantile(values, 0.75)}`;
  };
  return [
    page.padEnd(50),
    name.padEnd(6),
    spread(score).padStart(11),
    spread(blocking).padStart(13),
    pick((run) => run.audits['cumulative-layout-shift'].numericValue)
      .toFixed(3)
      .padStart(7),
    spread((run) => run.audits['largest-contentful-paint'].numericValue).padStart(15),
    String(Math.round(pick((run) => run.categories.seo.score) * 100)).padStart(5),
    // the CPU benchmark Lighthouse takes of this machine during the run (higher is faster)
    String(Math.round(pick((run) => run.environment.benchmarkIndex))).padStart(6),
    runs.length < tried ? `(${runs.length} of ${tried} runs finished)` : '',
  ].join(' ');
}

/** Whether `ssr` reads worse than `base` (one-sided Mann–Whitney): a lower score, a longer blocking time. */
function comparison(ssr, base) {
  const said = (p) => `p ${p.toFixed(3)}${p < 0.05 ? ', worse' : ''}`;
  const longer = (run) => -blocking(run);
  return (
    `${''.padEnd(50)} ssr worse than base? perf ${said(pLower(ssr.map(score), base.map(score)))}; ` +
    `TBT ${said(pLower(ssr.map(longer), base.map(longer)))}`
  );
}

/** The lines for one page: `stacks` are `{ name, runs, tried }`, the runs the Lighthouse reports that finished. */
export function summarise(page, stacks) {
  const lines = stacks.map((stack) => row(page, stack));
  const byName = Object.fromEntries(stacks.map((stack) => [stack.name, stack.runs]));
  if (byName.ssr?.length >= 2 && byName.base?.length >= 2)
    lines.push(comparison(byName.ssr, byName.base));
  return lines;
}

/** A report that finished (Lighthouse gave a score), or null. */
function readReport(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    return report?.categories?.performance?.score != null ? report : null;
  } catch {
    return null;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [page, ...stackArgs] = process.argv.slice(2);
  const stacks = stackArgs.map((arg) => {
    const [name, list] = arg.split('=');
    const files = list.split(',').filter(Boolean);
    return { name, runs: files.map(readReport).filter(Boolean), tried: files.length };
  });
  for (const line of summarise(page, stacks)) console.log(line);
}
