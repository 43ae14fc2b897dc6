#!/usr/bin/env node
// npm run judge -- <mfe> [--act] [--rules FILE]: compares the MFE's running canary with its live version
// on what real browsers and the page server counted — page views, MFE errors per 1,000 views, p75 LCP and
// INP, server-render fallbacks and 5xx — prints both sides and a verdict under the rules
// (judge-rules.json, each with its reason) and exits 0 (promote), 3 (roll back), 4 (not enough data yet)
// or 2 (no canary). --act promotes or rolls back accordingly.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { exitWith, UsageError } from './lib/bootstrap.mjs';
import { assertKnownMfe, deployDir, promote, readManifest, rollback } from './lib/deploy.mjs';
import { directSource, prometheusSource } from './lib/judge-sources.mjs';
import { EXIT, judge, table, withRates } from './lib/verdict.mjs';

const USAGE =
  'usage: npm run judge -- <catalog|content|account|commerce> [--act] [--rules judge-rules.json]';
const DEFAULT_RULES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'judge-rules.json');

const urls = (value, fallback) =>
  (value || fallback)
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

function sourceFor(name, canaryVersion) {
  if (process.env.PROMETHEUS_URL) {
    // The canary's life: since its build was published (the versioned folder is written once, by the ship).
    const published = fs.statSync(path.join(deployDir(), 'mfe', name, canaryVersion)).mtimeMs;
    return prometheusSource({
      url: process.env.PROMETHEUS_URL,
      windowSeconds: (Date.now() - published) / 1000,
    });
  }
  return directSource({
    edgeUrls: urls(
      process.env.EDGE_METRICS_URL,
      `http://127.0.0.1:${process.env.EDGE_METRICS_PORT || 9464}/metrics`,
    ),
    pageServerUrls: urls(
      process.env.PAGE_SERVER_METRICS_URL,
      `http://127.0.0.1:${process.env.PAGE_SERVER_METRICS_PORT || 9465}/metrics`,
    ),
  });
}

async function main() {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: { act: { type: 'boolean' }, rules: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(`${error.message.replace(/\.$/, '')} (${USAGE})`);
  }
  const name = args.positionals[0];
  if (!name) throw new UsageError(USAGE);
  assertKnownMfe(name);
  const rulesFile = args.values.rules ?? DEFAULT_RULES;
  let rules;
  try {
    rules = JSON.parse(fs.readFileSync(rulesFile, 'utf8'));
  } catch (error) {
    throw new UsageError(`The rules ${rulesFile} cannot be read (${error.message})`);
  }

  const entry = readManifest().mfes[name];
  if (!entry?.canary) {
    console.log(
      `[judge] '${name}' has no canary running: start one with npm run ship -- ${name} --canary 10`,
    );
    return EXIT.noCanary;
  }
  const source = sourceFor(name, entry.canary.version);
  const { notes, figures } = await source.read();
  const live = withRates({ label: 'live', ...(await figures(name, entry.version)) });
  const canary = withRates({ label: 'canary', ...(await figures(name, entry.canary.version)) });

  console.log(
    `[judge] ${name}: canary ${canary.version} (${entry.canary.share} % of visitors) against live ${live.version}, from ${source.describe}\n`,
  );
  console.log(table(live, canary));
  for (const note of notes) console.log(`\nnote: ${note}`);
  const { verdict, reasons } = judge(live, canary, rules);
  const said = {
    promote: 'PROMOTE: the canary is as good as the live version or better',
    rollback: 'ROLL BACK: the canary is worse',
    wait: 'WAIT: not enough data yet',
  }[verdict];
  console.log(`\n${said}${reasons.map((reason) => `\n  - ${reason}`).join('')}`);

  if (args.values.act && verdict === 'promote') {
    promote(name);
    console.log(`[judge] promoted: ${name} ${canary.version} is live for everyone`);
  } else if (args.values.act && verdict === 'rollback') {
    const back = rollback(name);
    console.log(
      `[judge] rolled back: ${name} ${back.version} is live for everyone, ${canary.version} is retired`,
    );
  } else if (args.values.act)
    console.log('[judge] nothing done: judge again when more visitors have come');
  return EXIT[verdict];
}

try {
  process.exitCode = await main();
} catch (error) {
  exitWith('judge', error);
}
