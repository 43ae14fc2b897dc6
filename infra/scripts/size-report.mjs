#!/usr/bin/env node
// `npm run size`: gzip bytes of the shell's initial JS, each MFE's remoteEntry and initial chunks
// (from the builds), and the JS a cold load of each page of size-budget.json downloads in Chromium (needs
// the stack running). Exits 1 when a page's script is over its budget at any viewport.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { MFES, readManifest, REPO_ROOT } from './lib/deploy.mjs';

const require = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'));
const BASE = process.env.SOHNNE_URL || 'http://localhost:8080';
const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** KB gzip per page: the one place the budget is written. */
const BUDGET = JSON.parse(
  fs.readFileSync(new URL('./size-budget.json', import.meta.url), 'utf8'),
).pages;

function shellInitial() {
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The built HTML is minified: attribute quotes may be gone.
  const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?\/?([^"'\s>]+\.js)/g)]
    .map((m) => m[1])
    .filter((f) => fs.existsSync(path.join(dist, f)));
  return scripts.map((file) => ({ file, gzip: gzip(fs.readFileSync(path.join(dist, file))) }));
}

/** remoteEntry, the initial (sync) chunks of each exposed module, and the whole build. */
function mfeFiles(name) {
  const dist = path.join(REPO_ROOT, `mfe-${name}`, 'dist');
  const size = (file) => gzip(fs.readFileSync(path.join(dist, file)));
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const exposes = manifest.exposes.map((e) => ({
    path: e.path,
    initial: e.assets.js.sync.reduce((sum, f) => sum + size(f), 0),
  }));
  const all = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  return {
    entry: size('remoteEntry.js'),
    exposes,
    files: all.length,
    total: all.reduce((sum, f) => sum + size(f), 0),
  };
}

/** Where a cold load is measured: a desktop window and a phone (the carousel is below the fold there). */
const VIEWPORTS = [
  { label: 'desktop 1280x800', viewport: { width: 1280, height: 800 } },
  { label: 'phone 390x844', viewport: { width: 390, height: 844 }, isMobile: true },
];

async function coldLoads(paths) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results = [];
    for (const pagePath of paths) {
      for (const { label, viewport, isMobile } of VIEWPORTS) {
        // A fresh context per load: nothing cached.
        const context = await browser.newContext({ viewport, isMobile });
        const scripts = await scriptsOfColdLoad(await context.newPage(), pagePath);
        await context.close();
        results.push({ path: pagePath, label, scripts });
        // Each load as soon as it is measured (a long run on a busy machine still shows what it got).
        const total = scripts.reduce((sum, f) => sum + f.gzip, 0);
        console.log(`  measured ${pagePath} (${label}): ${kb(total)} in ${scripts.length} scripts`);
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function scriptsOfColdLoad(page, pagePath) {
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: response.url().replace(BASE, ''), gzip: gzip(await response.body()) });
    } catch {
      /* redirected or aborted */
    }
  });
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' });
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

const rows = [];
const shell = shellInitial();
rows.push(['shell initial JS (index.html scripts)', shell.reduce((s, f) => s + f.gzip, 0)]);
for (const name of MFES) {
  const sizes = mfeFiles(name);
  rows.push([`${name}: remoteEntry.js`, sizes.entry]);
  for (const expose of sizes.exposes)
    rows.push([`${name}: ${expose.path} initial chunks`, expose.initial]);
  rows.push([`${name}: all ${sizes.files} JS files of the build`, sizes.total]);
}
console.log('Build sizes (gzip -9):');
for (const [label, bytes] of rows) console.log(`  ${label.padEnd(48)} ${kb(bytes).padStart(10)}`);

// `npm run size -- /collections/seating /search`: the pages to load cold (default: every page of the budget).
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
let loads;
try {
  loads = await coldLoads(paths.length ? paths : Object.keys(BUDGET));
} catch (error) {
  console.log(
    `\nCold load failed: ${error.message.split('\n')[0]} (is the stack running at ${BASE}?)`,
  );
  process.exit(1);
}
console.log(
  `\nLive versions: ${Object.entries(readManifest().mfes)
    .map(([name, { version }]) => `${name}@${version}`)
    .join(' ')}`,
);
const over = [];
for (const { path: pagePath, label, scripts } of loads) {
  const total = scripts.reduce((s, f) => s + f.gzip, 0);
  const budget = BUDGET[pagePath];
  const verdict = budget === undefined ? 'no budget' : `budget ${budget} KB`;
  if (budget !== undefined && total > budget * 1024)
    over.push(`${pagePath} (${label}) ${kb(total)} > ${budget} KB`);
  console.log(
    `\nCold load of ${pagePath} (${label}) in Chromium: ${scripts.length} scripts, ${kb(total)} gzip (${verdict})`,
  );
  for (const s of scripts) console.log(`  ${kb(s.gzip).padStart(10)}  ${s.url}`);
}
console.log(
  '\nPage                                                  viewport            KB gzip  budget',
);
for (const { path: pagePath, label, scripts } of loads)
  console.log(
    `${pagePath.padEnd(53)} ${label.padEnd(18)} ${(scripts.reduce((s, f) => s + f.gzip, 0) / 1024).toFixed(1).padStart(8)}  ${String(BUDGET[pagePath] ?? '-').padStart(6)}`,
  );
if (over.length) {
  console.log(`\nOver budget (infra/scripts/size-budget.json):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
