#!/usr/bin/env node
// npm run promote -- <mfe>: the MFE's canary becomes the version for every visitor.
import { promote } from './lib/deploy.mjs';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run promote -- <catalog|content|account|commerce>');
  process.exit(2);
}
try {
  const live = promote(name);
  console.log(`[promote] ${name} ${live.version} is live for everyone`);
} catch (error) {
  console.error(`[promote] ${error.message}`);
  process.exit(1);
}
