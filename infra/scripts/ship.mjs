#!/usr/bin/env node
// npm run ship -- <mfe> [--version X] [--canary N]: builds ONE MFE at a new version and points the
// manifest at it — for everyone, or with --canary for N percent of visitors (npm run promote / rollback
// end the canary). Nothing else is rebuilt; browsers and the shell server pick it up on their next load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publish, publishCanary, REPO_ROOT } from './lib/deploy.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { version: { type: 'string' }, prebuilt: { type: 'boolean' }, canary: { type: 'string' } } });
const name = positionals[0];
if (!name) {
  console.error('usage: npm run ship -- <catalog|content|account|commerce> [--version X] [--canary PERCENT] [--prebuilt]');
  process.exit(2);
}
const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, `mfe-${name}`, 'package.json'), 'utf8'));
const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const version = values.version ?? `${pkg.version}-${stamp}`;
if (!/^[0-9A-Za-z.-]+$/.test(version)) {
  console.error(`Invalid version '${version}': letters, digits, dots and dashes only`);
  process.exit(2);
}
// --prebuilt: the build is already there at this version (the MFE release image builds it in its own stage).
if (!values.prebuilt) {
  console.log(`[ship] building mfe-${name} at ${version}...`);
  execFileSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, `mfe-${name}`),
    stdio: 'inherit',
    env: { ...process.env, MFE_VERSION: version },
  });
}
try {
  if (values.canary !== undefined) {
    const canary = publishCanary(name, version, Number(values.canary));
    console.log(`[ship] ${name} ${version} is the canary for ${canary.share}% of visitors (npm run promote -- ${name} / npm run rollback -- ${name})`);
  } else {
    const live = publish(name, version);
    console.log(`[ship] ${name} is live at ${live.entry}`);
  }
} catch (error) {
  console.error(`[ship] ${error.message}`);
  process.exit(1);
}
