#!/usr/bin/env node
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports */
// The cost of a cart add, on two replicas of the built commerce service on one embedded FerretDB.
//   npm run build -w @sohnne/commerce-service && SOHNNE_TOOLS_DIR=... npm run bench -w @sohnne/commerce-service
// BASELINE_DIST=<a dist folder of another build> measures that build too, in the same run, on the same
// database (e.g. main's: `git worktree add /tmp/main main && npm run build` there, or a copy of its dist
// kept inside this package's node_modules so that its imports resolve).
// Scenarios, requests split over the two replicas in turn:
//   serial    one visitor, BENCH_ADDS adds one after the other (latency of an uncontended add)
//   visitors  BENCH_VISITORS visitors at once, BENCH_ADDS / 4 adds each (throughput)
//   one cart  16 adds at once to one cart, BENCH_ROUNDS times (latency under contention, adds lost)
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const { randomBytes } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const { startFerretDb, freePort } = require('@sohnne/embedded-db');
const { PRODUCTS, startCatalog, startReplica, visitor, percentile } = require('./harness');

const ADDS = Number(process.env.BENCH_ADDS ?? 200);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const SERVICE_DIR = path.resolve(__dirname, '..');
const BUILDS = [
  ['this build', path.join(SERVICE_DIR, 'dist')],
  ...(process.env.BASELINE_DIST ? [['baseline', path.resolve(process.env.BASELINE_DIST)]] : []),
];

const summary = (results, seconds) => {
  const ms = results.map((r) => r.ms);
  const ok = results.filter((r) => r.status === 200).length;
  return `${ok}/${results.length} ok, ${(results.length / seconds).toFixed(0)} adds/s, p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms`;
};

async function measure(replicas) {
  const lines = [];
  const one = visitor(replicas);
  await one.ready();
  let started = performance.now();
  const serial = [];
  for (let i = 0; i < ADDS; i += 1) serial.push(await one.add(PRODUCTS[i % PRODUCTS.length]));
  lines.push(`serial:   ${summary(serial, (performance.now() - started) / 1000)}`);

  const many = Array.from({ length: VISITORS }, () => visitor(replicas));
  await Promise.all(many.map((v) => v.ready()));
  started = performance.now();
  const parallel = (
    await Promise.all(
      many.map(async (v) => {
        const mine = [];
        for (let i = 0; i < Math.ceil(ADDS / 4); i += 1)
          mine.push(await v.add(PRODUCTS[i % PRODUCTS.length]));
        return mine;
      }),
    )
  ).flat();
  lines.push(`visitors: ${summary(parallel, (performance.now() - started) / 1000)}`);

  const contended = [];
  let lost = 0;
  started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    const shopper = visitor(replicas);
    await shopper.ready();
    await shopper.add(PRODUCTS[0]);
    const burst = await Promise.all(PRODUCTS.slice(1, 17).map((product) => shopper.add(product)));
    contended.push(...burst);
    const held = (await shopper.cart()).body?.lines?.length ?? 0;
    lost += 1 + burst.filter((r) => r.status === 200).length - held;
  }
  lines.push(
    `one cart: ${summary(contended, (performance.now() - started) / 1000)}, acknowledged adds lost: ${lost}`,
  );
  return lines;
}

async function main() {
  const db = await startFerretDb({ quiet: true });
  const catalogPort = await freePort();
  const catalog = await startCatalog(catalogPort);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-bench-'));
  const env = {
    MONGODB_URI: db.uri,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
    MAIL_OUTBOX_DIR: outbox,
  };
  console.log(
    `cart adds on two replicas, one embedded FerretDB (adds ${ADDS}, visitors ${VISITORS}, rounds ${ROUNDS})`,
  );
  try {
    for (const [name, dist] of BUILDS) {
      const replicas = await Promise.all([startReplica(dist, env), startReplica(dist, env)]);
      try {
        for (const line of await measure(replicas)) console.log(`${name.padEnd(10)} ${line}`);
      } finally {
        for (const replica of replicas) replica.child.kill('SIGTERM');
      }
    }
  } finally {
    catalog.close();
    await db.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
