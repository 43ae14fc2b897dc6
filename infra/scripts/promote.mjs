#!/usr/bin/env node
// npm run promote -- <mfe>: the MFE's canary becomes the version for every visitor.
import { exitWith, UsageError } from './lib/bootstrap.mjs';
import { promote } from './lib/deploy.mjs';

try {
  const name = process.argv[2];
  if (!name) throw new UsageError('usage: npm run promote -- <catalog|content|account|commerce>');
  const live = promote(name);
  console.log(`[promote] ${name} ${live.version} is live for everyone`);
} catch (error) {
  exitWith('promote', error);
}
