#!/usr/bin/env node
// `npm run check:deps`: each workspace declares exactly what it imports, in the right section, and the tree
// has no copy `npm dedupe` would remove. knip reads every workspace's imports (knip.json names the few it
// cannot see); `--production` reads only what runs in production, so a package used only by tests but
// listed under dependencies shows up there as unused.
import { execFileSync, spawnSync } from 'node:child_process';
import { REPO_ROOT } from './lib/bootstrap.mjs';

const run = (args) => spawnSync('npx', args, { cwd: REPO_ROOT, stdio: 'inherit' }).status;
const failures = [];
if (run(['knip', '--dependencies', '--no-progress', '--no-config-hints']) !== 0)
  failures.push('knip --dependencies');
if (run(['knip', '--dependencies', '--production', '--no-progress', '--no-config-hints']) !== 0)
  failures.push('knip --dependencies --production');

// npm prints the packages it would add, remove or change, and nothing of the kind when the tree is deduplicated.
const dedupe = execFileSync('npm', ['dedupe', '--dry-run', '--no-audit', '--no-fund'], {
  cwd: REPO_ROOT,
  encoding: 'utf8',
});
const changes = dedupe.split('\n').filter((line) => /^(add|remove|change) /.test(line));
if (changes.length) {
  console.log(
    `npm dedupe would change the tree:\n${changes.join('\n')}\nrun \`npm dedupe\` and commit package-lock.json`,
  );
  failures.push('npm dedupe --dry-run');
}
console.log(
  failures.length
    ? `dependencies: ${failures.length} failed (${failures.join(', ')})`
    : 'dependencies: declared as imported, deduplicated',
);
process.exit(failures.length ? 1 : 0);
