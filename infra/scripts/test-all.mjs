#!/usr/bin/env node
// `npm test`: every test of the monorepo — typecheck, lint, unit, component and service tests
// (turbo, per package), the benches' own, the API fuzzing against the services' OpenAPI documents, then the Playwright journeys against the stack as `npm start` starts it,
// and the hydration journeys once more against builds with React's development build.
// Installs what is missing first (npm packages, the embedded database), like `npm start`; runs on the pinned Node
// (`npm test` starts it through infra/scripts/pinned-node.cjs).
// Prints one closing line: 'N passed, N failed' (', N flaky' when a journey passed only on its retry).
// A journey flaky twice in a row (in two steps of this run, or in this run and the one before) fails the run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase, ensureInstalled, exitWith, REPO_ROOT } from './lib/bootstrap.mjs';

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
process.env.TURBO_TELEMETRY_DISABLED ??= '1'; // no network beyond package registries here
const log = (line) => console.log(`[test] ${line}`);
try {
  ensureInstalled(log);
  await ensureDatabase(log);
} catch (error) {
  exitWith('test', error);
}
const { flakyJourneys, recordFlaky } = await import('./lib/flaky.mjs');

function count(line) {
  // jest: "Tests:       1 failed, 2 skipped, 30 passed, 33 total"
  const jest = line.match(/^\s*(?:\S+:\s+)?Tests:\s+(.*)\s+\d+ total/);
  if (jest) {
    for (const [, n, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (kind in totals) totals[kind] += Number(n);
    }
    return;
  }
  // node --test: "# pass 2" / "# fail 0"
  const node = line.match(/^\s*(?:\S+:\s+)?# (pass|fail|skipped) (\d+)\s*$/);
  if (node) {
    totals[{ pass: 'passed', fail: 'failed', skipped: 'skipped' }[node[1]]] += Number(node[2]);
    return;
  }
  // playwright: "  12 passed (1.4m)", "  1 failed", "  1 flaky" (passed only on its retry: not a pass)
  const pw = line.match(/^\s*(?:\S+:\s+)?(\d+) (passed|failed|flaky|skipped)(?: \(.*\))?\s*$/);
  if (pw) totals[pw[2]] += Number(pw[1]);
}

function step(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    const feed = (stream, out) =>
      stream.on('data', (chunk) => {
        out.write(chunk);
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop();
        lines.forEach(count);
      });
    feed(child.stdout, process.stdout);
    feed(child.stderr, process.stderr);
    child.on('exit', (code) => {
      if (pending) count(pending);
      resolve(code ?? 1);
    });
  });
}

const codes = [];
codes.push(
  await step('typecheck, lint, unit, component and service tests', 'npx', [
    'turbo',
    'run',
    'typecheck',
    'lint',
    'test',
    '--filter=!@sohnne/e2e',
    '--continue',
    '--concurrency=2',
    '--output-logs=full',
  ]),
);
codes.push(
  await step('dependencies declared where imported, deduplicated (knip, npm dedupe)', 'node', [
    'infra/scripts/check-deps.mjs',
  ]),
);
codes.push(
  await step("the benches' own tests (their summaries and statistics)", 'node', [
    '--test',
    '--test-reporter=tap',
    'bench/',
  ]),
);
codes.push(
  await step(
    'images and cluster manifests (hadolint, kustomize, kubernetes-validate, checkov)',
    'bash',
    ['infra/k8s/validate.sh'],
  ),
);
codes.push(
  await step('API contract fuzzing (Schemathesis) and authorization', 'npm', ['run', 'test:api']),
);

/** Runs Playwright journeys with a JSON report beside the list, and returns the titles of the flaky ones. */
async function journeys(label, files, env = {}) {
  const report = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-journeys-')),
    'report.json',
  );
  const code = await step(
    label,
    'npm',
    ['run', 'test', '-w', '@sohnne/e2e', '--', ...files, '--reporter=list,json'],
    {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      ...env,
    },
  );
  codes.push(code);
  return flakyJourneys(report);
}

const flaky = [
  await journeys('browser journeys', []),
  // React's production build repairs most hydration mismatches silently; its development build reports each one.
  await journeys(
    "hydration of every route with React's development build",
    ['tests/ssr.spec.ts', 'tests/hydration.spec.ts'],
    { SOHNNE_REACT_DEV: '1' },
  ),
];
const twiceInARow = recordFlaky(flaky);
for (const title of flaky.flat()) console.log(`flaky (passed only on its retry): ${title}`);
for (const title of twiceInARow) console.log(`FAILED: flaky twice in a row: ${title}`);
totals.failed += twiceInARow.length;

const failedSteps = codes.filter((code) => code !== 0).length;
if (failedSteps && totals.failed === 0) totals.failed = failedSteps; // a step that failed before running tests
const extra = `${totals.skipped ? `, ${totals.skipped} skipped` : ''}${totals.flaky ? `, ${totals.flaky} flaky` : ''}`;
console.log(`\nSummary: ${totals.passed} passed, ${totals.failed} failed${extra}`);
process.exit(failedSteps || twiceInARow.length ? 1 : 0);
