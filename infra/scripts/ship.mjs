#!/usr/bin/env node
// npm run ship -- <mfe> [--version X]: builds ONE MFE at a new version and points the manifest at
// it. Nothing else is rebuilt; browsers pick it up on their next load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { publish, REPO_ROOT } from './lib/deploy.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { version: { type: 'string' }, prebuilt: { type: 'boolean' } } });
const name = positionals[0];
if (!name) {
  console.error('usage: npm run ship -- <catalog|content|account|commerce> [--version X] [--prebuilt]');
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
const live = publish(name, version);
console.log(`[ship] ${name} is live at ${live.entry}`);
