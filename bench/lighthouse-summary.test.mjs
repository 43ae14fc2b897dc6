// node --test bench/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarise } from './lighthouse-summary.mjs';

/** A Lighthouse report with only what the summary reads. */
const report = (perf, tbt) => ({
  categories: { performance: { score: perf / 100 }, seo: { score: 1 } },
  audits: {
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: 0.002 },
    'largest-contentful-paint': { numericValue: 2000 },
  },
  environment: { benchmarkIndex: 3000 },
});

test("a stack's row: medians, the middle half of perf, TBT and LCP, and the runs that did not finish", () => {
  const runs = [
    report(96, 180),
    report(92, 300),
    report(98, 120),
    report(95, 200),
    report(94, 250),
  ];
  const [line] = summarise('/', [{ name: 'ssr', runs, tried: 6 }]);
  assert.match(
    line,
    /^\/\s+ssr\s+95 94-96\s+200 180-250\s+0\.002\s+2000 2000-2000\s+100\s+3000 \(5 of 6 runs finished\)$/,
  );
});

test('with a baseline, a stack that scores lower and blocks longer on every run is said worse', () => {
  const worse = [90, 91, 92, 93, 94].map((perf) => report(perf, 400 - perf));
  const better = [96, 97, 98, 99, 100].map((perf) => report(perf, 200 - perf));
  const lines = summarise('/', [
    { name: 'ssr', runs: worse, tried: 5 },
    { name: 'base', runs: better, tried: 5 },
  ]);
  assert.equal(lines.length, 3);
  assert.match(lines[2], /ssr worse than base\? perf p 0\.006, worse; TBT p 0\.006, worse$/);
});

test('a stack alike to its baseline is not said worse; without a baseline there is no test', () => {
  const alike = [report(95, 200), report(96, 180), report(94, 220)];
  const lines = summarise('/', [
    { name: 'ssr', runs: alike, tried: 3 },
    { name: 'base', runs: alike, tried: 3 },
  ]);
  assert.doesNotMatch(lines[2], /worse;|worse$/);
  assert.equal(summarise('/', [{ name: 'ssr', runs: alike, tried: 3 }]).length, 1);
  assert.match(summarise('/', [{ name: 'ssr', runs: [], tried: 3 }])[0], /no run finished$/);
});
