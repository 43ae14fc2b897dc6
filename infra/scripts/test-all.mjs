#!/usr/bin/env node
// `npm test`: every test of the monorepo — typecheck, lint, unit, component and service tests
// (turbo, per package), the API fuzzing against the services' OpenAPI documents, then the Playwright journeys against the stack as `npm start` starts it,
// and the hydration journeys once more against builds with React's development build.
// Prints one closing line: 'N passed, N failed'.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './lib/deploy.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
process.env.TURBO_TELEMETRY_DISABLED ??= '1'; // no network beyond package registries here

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
  // playwright: "  12 passed (1.4m)", "  1 failed", "  1 flaky"
  const pw = line.match(/^\s*(?:\S+:\s+)?(\d+) (passed|failed|flaky|skipped)(?: \(.*\))?\s*$/);
  if (pw) totals[pw[2] === 'flaky' ? 'passed' : pw[2]] += Number(pw[1]);
}

function step(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
codes.push(await step('typecheck, lint, unit, component and service tests', 'npx', ['turbo', 'run', 'typecheck', 'lint', 'test', '--filter=!@sohnne/e2e', '--continue', '--concurrency=2', '--output-logs=full']));
codes.push(await step('images and cluster manifests (hadolint, kustomize, kubernetes-validate, checkov)', 'bash', ['infra/k8s/validate.sh']));
codes.push(await step('API contract fuzzing (Schemathesis) and authorization', 'npm', ['run', 'test:api']));
codes.push(
  await step('browser journeys', 'npm', ['run', 'test', '-w', '@sohnne/e2e'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }),
);
// React's production build repairs most hydration mismatches silently; its development build reports each one.
codes.push(
  await step("hydration of every route with React's development build", 'npm', ['run', 'test', '-w', '@sohnne/e2e', '--', 'tests/ssr.spec.ts', 'tests/hydration.spec.ts'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    SOHNNE_REACT_DEV: '1',
  }),
);
const failedSteps = codes.filter((code) => code !== 0).length;
if (failedSteps && totals.failed === 0) totals.failed = failedSteps; // a step that failed before running tests
console.log(`\nSummary: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps ? 1 : 0);
