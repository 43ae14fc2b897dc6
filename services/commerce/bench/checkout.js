#!/usr/bin/env node
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports */
// The cost of a paid checkout (test card) and of a cart add, on ONE instance of the built commerce service
// on the embedded FerretDB:
//   npm run build -w @sohnne/commerce-service && SOHNNE_TOOLS_DIR=... npm run bench:checkout -w @sohnne/commerce-service
// BASELINE_DIST=<a dist folder of another build> measures that build too, in the same run, back to back
// (a dist inside this package's node_modules resolves its imports, e.g. node_modules/.bench-baseline/dist).
// Measures, per build:
//   commands  database commands (and writes) of one cart add and of one checkout, by the driver's
//             command monitoring (bench/count-commands.js), and the catalogue lookups of each
//   cart add  BENCH_ADDS adds one after the other by one visitor, then by one signed-in shopper (p50)
//   alone     BENCH_ORDERS checkouts one after the other, each of its own cart (p50, orders/s)
//   8 at once BENCH_ORDERS checkouts, BENCH_CONCURRENCY at a time (orders/s, p50, p99)
// The database's durability per commit (infra/db, SOHNNE_DB_SYNCHRONOUS: normal or full) is that of the
// environment for this build and BASELINE_DB_SYNCHRONOUS (default: the same) for the baseline, so one
// build can be measured on both (BASELINE_DIST=dist BASELINE_DB_SYNCHRONOUS=full).
// BASELINE_FERRETDB=<a FerretDB binary> runs the baseline on that build of the database (e.g. the unpatched
// <tools>/ferretdb-v1.24.2; see infra/db's ID_LOOKUP_PATCH).
// BENCH_CARTS=<n> first stores n other (empty) carts, every other one a signed-in user's as carts were
// stored before they had string _ids, as a shop keeps them: a cart read that scans the collection then
// costs what it costs in a shop with that many carts.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { randomBytes, randomUUID } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const { startFerretDb, freePort } = require('@sohnne/embedded-db');
const {
  PRODUCTS,
  startCatalog,
  startSessionStore,
  sessionToken,
  startReplica,
  visitor,
  percentile,
} = require('./harness');

const ORDERS = Number(process.env.BENCH_ORDERS ?? 80);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ADDS = Number(process.env.BENCH_ADDS ?? 100);
const OTHER_CARTS = Number(process.env.BENCH_CARTS ?? 0);
const SERVICE_DIR = path.resolve(__dirname, '..');
const SYNCHRONOUS = process.env.SOHNNE_DB_SYNCHRONOUS || 'normal';
const BUILDS = [
  ...(process.env.BASELINE_DIST
    ? [
        [
          'baseline',
          path.resolve(process.env.BASELINE_DIST),
          process.env.BASELINE_DB_SYNCHRONOUS || SYNCHRONOUS,
          process.env.BASELINE_FERRETDB,
        ],
      ]
    : []),
  ['this build', path.join(SERVICE_DIR, 'dist'), SYNCHRONOUS],
];

const BODY = {
  contact: { email: 'bench@example.com', phone: '+1 212 555 0100' },
  address: {
    first_name: 'Ada',
    last_name: 'Shopper',
    street_address: 'Bleecker Street',
    house_number: '350',
    city: 'New York',
    state: 'NY',
    postal_code: '10014',
    country: 'US',
  },
  payment: { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' } },
};

/** A visitor with two products in the cart, ready to check out. */
async function shopperWithCart(replicas, n) {
  const shopper = visitor(replicas);
  await shopper.ready();
  for (const product of [PRODUCTS[n % PRODUCTS.length], PRODUCTS[(n + 7) % PRODUCTS.length]]) {
    const added = await shopper.add(product);
    if (added.status !== 200)
      throw new Error(`cart add answered ${added.status}: ${JSON.stringify(added.body)}`);
  }
  return shopper;
}

async function checkout(shopper) {
  const answer = await shopper.checkout(BODY, randomUUID());
  if (answer.status !== 200)
    throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.ms;
}

const figures = (ms, seconds) =>
  `${(ms.length / seconds).toFixed(1)} orders/s, p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms`;

/** BENCH_ADDS adds one after the other by one shopper: p50 and p99. */
async function addsInARow(shopper) {
  await shopper.ready();
  const adds = [];
  for (let i = 0; i < ADDS; i += 1) {
    const added = await shopper.add(PRODUCTS[i % PRODUCTS.length]);
    if (added.status !== 200)
      throw new Error(`cart add answered ${added.status}: ${JSON.stringify(added.body)}`);
    adds.push(added.ms);
  }
  return `p50 ${percentile(adds, 50).toFixed(1)} ms, p99 ${percentile(adds, 99).toFixed(1)} ms`;
}

async function measure(replica, catalog, session) {
  const lines = [];
  const counted = async (what, task) => {
    await replica.commands();
    const lookupsBefore = catalog.lookups;
    await task();
    const { total, writes, byName, msByName } = await replica.commands();
    const names = Object.entries(byName)
      .map(([name, n]) => `${name} ${n} (${msByName[name].toFixed(0)} ms)`)
      .join(', ');
    lines.push(
      `${what}: ${total} database commands (${writes} writes: ${names}), ${catalog.lookups - lookupsBefore} catalogue lookups`,
    );
  };

  // Warm up (connections, JIT), then count one of each on a quiet service.
  await checkout(await shopperWithCart([replica], 0));
  const first = visitor([replica]);
  await first.ready();
  await first.add(PRODUCTS[0]);
  await counted('one cart add (to a cart)', () => first.add(PRODUCTS[1]));
  const counting = await shopperWithCart([replica], 1);
  await counted('one checkout', () => checkout(counting));

  lines.push(`cart add, visitor: ${await addsInARow(visitor([replica]))}`);
  const user = `bench-user-${randomBytes(6).toString('hex')}`;
  lines.push(
    `cart add, signed in: ${await addsInARow(visitor([replica], { session: session(user) }))}`,
  );

  let shoppers = [];
  for (let i = 0; i < ORDERS; i += 1) shoppers.push(await shopperWithCart([replica], i));
  let started = performance.now();
  const alone = [];
  for (const shopper of shoppers) alone.push(await checkout(shopper));
  lines.push(`checkout alone:  ${figures(alone, (performance.now() - started) / 1000)}`);

  shoppers = [];
  for (let i = 0; i < ORDERS; i += 1) shoppers.push(await shopperWithCart([replica], i));
  const queue = [...shoppers];
  const together = [];
  started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let shopper = queue.shift(); shopper; shopper = queue.shift())
        together.push(await checkout(shopper));
    }),
  );
  lines.push(
    `checkout ${CONCURRENCY} at once: ${figures(together, (performance.now() - started) / 1000)}`,
  );
  return lines;
}

/** Other shoppers' carts, in the shape both builds read (a cart made before carts had string _ids). */
async function storeOtherCarts(uri) {
  // The driver as mongoose (a dependency of the service) brings it.
  const { MongoClient } = require('mongoose').mongo;
  const client = await new MongoClient(uri).connect();
  try {
    const carts = Array.from({ length: OTHER_CARTS }, (_, i) => ({
      cart_id: randomBytes(16).toString('base64url'),
      ...(i % 2 ? { user_id: `other-user-${i}` } : {}),
      lines: [],
      updated_at: new Date(),
      __v: 0,
    }));
    for (let start = 0; start < carts.length; start += 500)
      await client
        .db()
        .collection('carts')
        .insertMany(carts.slice(start, start + 500));
  } finally {
    await client.close();
  }
}

/** Each build on a database of its own, so that neither runs on the other's orders. */
async function run([name, dist, synchronous, binary], catalog, catalogPort, accountPort) {
  console.log(
    `${name.padEnd(10)} database synchronous=${synchronous}${binary ? `, FerretDB ${binary}` : ''}`,
  );
  const db = await startFerretDb({ quiet: true, synchronous, binary });
  if (OTHER_CARTS > 0) await storeOtherCarts(db.uri);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-bench-'));
  const env = {
    MONGODB_URI: db.uri,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
    ACCOUNT_URL: `http://127.0.0.1:${accountPort}`,
    MAIL_OUTBOX_DIR: outbox,
  };
  try {
    const replica = await startReplica(dist, env, { countCommands: true });
    try {
      const session = (user) => sessionToken(env.SESSION_SECRET, user);
      for (const line of await measure(replica, catalog, session))
        console.log(`${name.padEnd(10)} ${line}`);
    } finally {
      replica.child.kill('SIGTERM');
    }
  } finally {
    await db.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

async function main() {
  const catalogPort = await freePort();
  const catalog = await startCatalog(catalogPort);
  const accountPort = await freePort();
  const sessions = await startSessionStore(accountPort);
  console.log(
    `checkouts and cart adds on one instance, one embedded FerretDB per build (orders ${ORDERS}, concurrency ${CONCURRENCY}, adds ${ADDS}, other carts ${OTHER_CARTS})`,
  );
  try {
    for (const build of BUILDS) await run(build, catalog, catalogPort, accountPort);
  } finally {
    catalog.close();
    sessions.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
