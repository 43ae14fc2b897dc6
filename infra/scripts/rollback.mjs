#!/usr/bin/env node
// npm run rollback -- <mfe>: ends the MFE's canary if one runs, else points the manifest back at its previous version.
import { rollback } from './lib/deploy.mjs';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run rollback -- <catalog|content|account|commerce>');
  process.exit(2);
}
try {
  const live = rollback(name);
  console.log(`[rollback] ${name} is live at ${live.entry}`);
} catch (error) {
  console.error(`[rollback] ${error.message}`);
  process.exit(1);
}
