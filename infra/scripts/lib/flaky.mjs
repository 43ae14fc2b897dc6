// Journeys that passed only on their retry are flaky, not passed. One that is flaky twice in a row — in two
// steps of one `npm test`, or in this run and the one before on this machine — fails the run: a retry may
// hide a race once, not as a habit.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './bootstrap.mjs';

const historyFile = () =>
  process.env.SOHNNE_FLAKY_HISTORY || path.join(REPO_ROOT, '.data', 'flaky-journeys.json');

/** The titles ('file › describe › test') of the flaky tests in a Playwright JSON report; none when there is no report. */
export function flakyJourneys(reportFile) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return [];
  }
  const titles = [];
  const walk = (suite, trail) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'flaky'))
        titles.push([...here, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

/** Records this run's flaky titles (one list per step) and returns those flaky twice in a row. */
export function recordFlaky(perStep) {
  let previous = [];
  try {
    previous = JSON.parse(fs.readFileSync(historyFile(), 'utf8')).flaky ?? [];
  } catch {
    /* no earlier run on this machine */
  }
  const seen = new Map(); // title → in how many steps of this run it was flaky
  for (const title of perStep.flatMap((titles) => [...new Set(titles)]))
    seen.set(title, (seen.get(title) ?? 0) + 1);
  const twice = [...seen]
    .filter(([title, steps]) => steps > 1 || previous.includes(title))
    .map(([title]) => title);
  fs.mkdirSync(path.dirname(historyFile()), { recursive: true });
  fs.writeFileSync(historyFile(), `${JSON.stringify({ flaky: [...seen.keys()] }, null, 2)}\n`);
  return twice;
}
