#!/usr/bin/env node
// npm run rollback -- <mfe>: ends the MFE's canary if one runs, else points the manifest back at its previous version.
import { exitWith, UsageError } from './lib/bootstrap.mjs';
import { rollback } from './lib/deploy.mjs';

try {
  const name = process.argv[2];
  if (!name) throw new UsageError('usage: npm run rollback -- <catalog|content|account|commerce>');
  const live = rollback(name);
  console.log(`[rollback] ${name} is live at ${live.entry}`);
} catch (error) {
  exitWith('rollback', error);
}
