#!/usr/bin/env node
// npm run ship -- <mfe> [--version X] [--canary N]: builds ONE MFE at a new version and points the
// manifest at it — for everyone, or with --canary for N percent of visitors (npm run promote / rollback
// end the canary). Nothing else is rebuilt; browsers and the shell server pick it up on their next load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exitWith, UsageError } from './lib/bootstrap.mjs';
import {
  assertCanaryShare,
  assertKnownMfe,
  isPublished,
  publish,
  publishCanary,
  REPO_ROOT,
} from './lib/deploy.mjs';

const USAGE =
  'usage: npm run ship -- <catalog|content|account|commerce> [--version X] [--canary PERCENT] [--prebuilt]';

function ship() {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        version: { type: 'string' },
        prebuilt: { type: 'boolean' },
        canary: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(`${error.message.replace(/\.$/, '')} (${USAGE})`);
  }
  const { positionals, values } = args;
  const name = positionals[0];
  if (!name) throw new UsageError(USAGE);
  assertKnownMfe(name);
  if (values.canary !== undefined) assertCanaryShare(values.canary);
  const pkg = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, `mfe-${name}`, 'package.json'), 'utf8'),
  );
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const version = values.version ?? `${pkg.version}-${stamp}`;
  if (!/^[0-9A-Za-z.-]+$/.test(version))
    throw new UsageError(`Invalid version '${version}': letters, digits, dots and dashes only`);
  // A published version is never overwritten: a browser may hold its chunks.
  if (isPublished(name, version))
    throw new UsageError(`${name} ${version} is published already: name another --version`);
  // --prebuilt: the build is already there at this version (the MFE release image builds it in its own stage).
  if (!values.prebuilt) {
    console.log(`[ship] building mfe-${name} at ${version}...`);
    execFileSync('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(REPO_ROOT, `mfe-${name}`),
      stdio: 'inherit',
      env: { ...process.env, MFE_VERSION: version },
    });
  }
  if (values.canary !== undefined) {
    const canary = publishCanary(name, version, values.canary);
    console.log(
      `[ship] ${name} ${version} is the canary for ${canary.share}% of visitors (npm run promote -- ${name} / npm run rollback -- ${name})`,
    );
  } else {
    const live = publish(name, version);
    console.log(`[ship] ${name} is live at ${live.entry}`);
  }
}

try {
  ship();
} catch (error) {
  exitWith('ship', error);
}
