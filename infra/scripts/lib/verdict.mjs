// The judge's reasoning, free of any I/O: figures of a side from Prometheus samples, a p75 from histogram
// buckets, the verdict on a canary against the live version under the rules (judge-rules.json), the table.

/** Exit codes of `npm run judge`: what a pipeline does next. */
export const EXIT = { promote: 0, noCanary: 2, rollback: 3, wait: 4 };

/**
 * The q-quantile of a histogram from its cumulative buckets ([le, count], any order), interpolated inside
 * its bucket as Prometheus' histogram_quantile does; null without observations.
 */
export function quantile(q, buckets) {
  const sorted = [...buckets].sort(([a], [b]) => a - b);
  const total = sorted.at(-1)?.[1] ?? 0;
  if (!total) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const [le, count] of sorted) {
    if (count >= rank) {
      if (le === Infinity) return lower;
      return lower + ((le - lower) * (rank - below)) / (count - below || 1);
    }
    lower = le;
    below = count;
  }
  return lower;
}

const per1000 = (count, of) => (of > 0 ? (count * 1000) / of : null);

/** The rows of a side a verdict needs, with the rates derived from its counts. */
export function withRates(side) {
  return {
    ...side,
    errorsPer1000: per1000(side.errors, side.views),
    fallbacksPer1000: per1000(side.fallbacks, side.renders),
    serverErrorsPer1000: per1000(side.serverErrors, side.renders),
  };
}

/** The rules' values by name (the file holds each value with its reason). */
export const ruleValues = (rules) =>
  Object.fromEntries(Object.entries(rules).map(([name, { value }]) => [name, value]));

/**
 * The verdict on a canary against the live version: 'wait' (too few views on a side), 'rollback' (worse
 * on any rule, each reason said) or 'promote' (better or equal). A figure missing on either side (no INP
 * without interactions, no server renders without a page server) is not compared.
 */
export function judge(live, canary, rules) {
  const r = ruleValues(rules);
  const few = [live, canary].filter((side) => side.views < r.minViews);
  if (few.length)
    return {
      verdict: 'wait',
      reasons: few.map(
        (side) =>
          `${side.label} has ${side.views} page views of the ${r.minViews} the rules ask for`,
      ),
    };
  const reasons = [];
  const worseBy = (name, liveRate, canaryRate, allowed, unit) => {
    if (liveRate === null || canaryRate === null) return;
    if (canaryRate > liveRate + allowed)
      reasons.push(
        `${name}: ${fmt(canaryRate)} against ${fmt(liveRate)} ${unit} (at most ${allowed} more allowed)`,
      );
  };
  worseBy(
    'errors',
    live.errorsPer1000,
    canary.errorsPer1000,
    r.maxErrorIncreasePer1000Views,
    'per 1,000 views',
  );
  for (const metric of ['LCP', 'INP']) {
    const [was, now] = [live.p75[metric], canary.p75[metric]];
    if (was === null || now === null) continue;
    const floor = r.p75NoiseFloorMs[metric] ?? 0;
    if (now > was * (1 + r.maxP75Regression) && now - was >= floor)
      reasons.push(
        `p75 ${metric}: ${fmt(now)} ms against ${fmt(was)} ms (at most ${r.maxP75Regression * 100} % and ${floor} ms worse allowed)`,
      );
  }
  worseBy(
    'server-render fallbacks',
    live.fallbacksPer1000,
    canary.fallbacksPer1000,
    r.maxServerIncreasePer1000Renders,
    'per 1,000 renders',
  );
  worseBy(
    'server 5xx',
    live.serverErrorsPer1000,
    canary.serverErrorsPer1000,
    r.maxServerIncreasePer1000Renders,
    'per 1,000 renders',
  );
  return reasons.length ? { verdict: 'rollback', reasons } : { verdict: 'promote', reasons: [] };
}

function fmt(value) {
  if (value === null || value === undefined) return '–';
  return Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 0);
}

/** The table of both sides, as the judge prints it. */
export function table(live, canary) {
  const rows = [
    ['', 'live', 'canary'],
    ['version', live.version, canary.version],
    ['page views', fmt(live.views), fmt(canary.views)],
    ['MFE errors', fmt(live.errors), fmt(canary.errors)],
    ['errors / 1,000 views', fmt(live.errorsPer1000), fmt(canary.errorsPer1000)],
    ['p75 LCP (ms)', fmt(live.p75.LCP), fmt(canary.p75.LCP)],
    ['p75 INP (ms)', fmt(live.p75.INP), fmt(canary.p75.INP)],
    ['server renders', fmt(live.renders), fmt(canary.renders)],
    ['fallbacks / 1,000 renders', fmt(live.fallbacksPer1000), fmt(canary.fallbacksPer1000)],
    ['5xx / 1,000 renders', fmt(live.serverErrorsPer1000), fmt(canary.serverErrorsPer1000)],
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[0])))
        .join('  '),
    )
    .join('\n');
}
