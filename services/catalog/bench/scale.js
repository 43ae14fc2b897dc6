#!/usr/bin/env node
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports */
// How the catalog service scales with the catalogue.
//   npm run build -w @sohnne/catalog-service && SOHNNE_TOOLS_DIR=... npm run bench:scale -w @sohnne/catalog-service
// For each N in BENCH_SIZES (default 200,5000,20000,50000): seeds N generated products into a throwaway
// embedded database, starts the built service twice — a first replica, which reads every product (and
// stores the snapshot a next replica starts from, in builds that do), then the next replica, with
// bench/probe.js loaded, which measures CPU and event-loop stalls inside it — and measures: start to ready of
// each; RSS once started and idle, at the end, and its peak; the
// CPU of an idle refresh interval (the main thread's, and all threads': after a full read, mostly the
// garbage collector's helpers finishing); the longest event-loop stall while refreshing (idle, and applying
// a write), the main thread's CPU during the longest (close to the stall: the service's own work; near 0:
// waiting for a core), the most main-thread CPU between two ticks of a 5 ms timer (the service's own longest
// stretch of work), the main-thread CPU of applying the write (the store's own figure, its longest
// synchronous step in brackets) and the longest garbage-collection pause then (stderr: the loop delay's p99 and every
// collection); p50/p99 of a filtered collection listing, a search and a product by slug at
// BENCH_CONNECTIONS connections, uncached (every URL distinct) and cached (a few URLs asked again and
// again), with the service's CPU per uncached request (its time inside the process, beside the time over
// HTTP: all threads, the main thread, and the main thread's GC pauses); and the seconds from a write to the
// API showing it (its product page, and search finding it by its new name). N = 200 is the baseline row.
// CATALOG_REFRESH_MS is BENCH_REFRESH_MS (default 2000) for the
// service. BENCH_SERVICE names the build to measure (default: this package's dist/main.js); BENCH_BASELINE
// another build's main.js (e.g. a copy of main's dist/), measured on the same database in the same run, row
// after row with the first. BENCH_DB_PORT and BENCH_PORT fix the database's and the service's ports
// (default: any free one). BENCH_PROFILE_DIR: each service writes a CPU profile there, beside when each
// phase ran (phases-<pid>.json, the profile's clock).
const path = require('node:path');
const fs = require('node:fs');
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { setTimeout: sleep } = require('node:timers/promises');
const autocannon = require('autocannon');
const { MongoClient } = require('mongodb');
const { startFerretDb, freePort } = require('@sohnne/embedded-db');
const {
  seedCatalog,
  productDoc,
  catalogueShape,
  random,
  vocabulary,
} = require('./generate-catalog');
// The seed's catalogue by its path: the seed takes the catalogue's built mapper, so it is no dependency here.
const catalog = require('@sohnne/service-kit/testing').seedPart('catalog');

const SIZES = (process.env.BENCH_SIZES ?? '200,5000,20000,50000').split(',').map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const REFRESH_MS = Number(process.env.BENCH_REFRESH_MS ?? 2000);
const IDLE_INTERVALS = 3;
const BUILDS = [
  ...(process.env.BENCH_BASELINE
    ? [{ build: 'baseline', main: path.resolve(process.env.BENCH_BASELINE) }]
    : []),
  {
    build: 'this',
    main: path.resolve(process.env.BENCH_SERVICE ?? path.join(__dirname, '..', 'dist', 'main.js')),
  },
];
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 0);
const SERVICE_PORT = Number(process.env.BENCH_PORT ?? 0);
/** Issues 18, 27 and 42's goals at 50,000 products, printed under the table. */
const GOALS = {
  N: 'goal at 50000',
  'ready s (first/next replica)': '≤ 20 (next replica)',
  'RSS MB idle/end (peak)': '≤ 600',
  'idle refresh CPU ms (main thread/all)': '≤ 10',
  'max stall ms (idle/write)': '≤ 20',
  'listing uncached': 'p99 ≤ 50',
  'search uncached': 'p99 ≤ 50',
  'product uncached': 'p99 ≤ 50',
  'uncached CPU ms/req (listing/search/product)': '≤ 5 each (50 ms at 10 connections)',
  'write visible s': '≤ 5',
};
const PROBE = path.join(__dirname, 'probe.js');
/** With BENCH_PROFILE_DIR, the service writes a CPU profile (node --cpu-prof) there when it stops. */
const PROFILE = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
  : [];
/**
 * With a profile, when each phase ran (monotonic clock, µs: the profile's own timeline), written beside it as
 * phases-<pid>.json so that a profile can be read phase by phase.
 */
function phaseClock(pid) {
  const phases = {};
  return {
    mark(name) {
      phases[name] = [Number(process.hrtime.bigint() / 1000n)];
    },
    end(name) {
      phases[name].push(Number(process.hrtime.bigint() / 1000n));
      if (process.env.BENCH_PROFILE_DIR)
        fs.writeFileSync(
          path.join(process.env.BENCH_PROFILE_DIR, `phases-${pid}.json`),
          JSON.stringify(phases, null, 1),
        );
    },
  };
}

/** Writes through the store's change log when the built service has one, so any version of it sees the write. */
function changeRecorder(main) {
  const file = path.join(path.dirname(main), 'store', 'catalog-changes.js');
  return fs.existsSync(file) ? require(file).recordCatalogChange : async () => undefined;
}

function ask(child, message) {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send(message);
  });
}

const peakRssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024;
};

async function until(check, { everyMs = 50, timeoutMs = 600_000 } = {}) {
  const start = performance.now();
  for (;;) {
    if (await check()) return (performance.now() - start) / 1000;
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await sleep(everyMs);
  }
}

const fetchJson = async (url) => {
  try {
    const response = await fetch(url);
    return response.ok ? response.json() : null;
  } catch {
    return null;
  }
};

/** p50/p99 in ms for `paths` asked in turn, CONNECTIONS at a time. */
function load(base, paths) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        amount: paths.length,
        requests: [
          { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        // Failed requests (timeouts after 10 s included) are reported with the latencies rather than ending the run.
        const failed = result.non2xx + result.errors;
        resolve(
          `${Math.round(result.latency.p50)}/${Math.round(result.latency.p99)}${failed ? ` (${failed} failed)` : ''}`,
        );
      },
    );
  });
}

/** Distinct URLs of each read, from the generated vocabulary and the products in the database. */
function workload(slugs, materials) {
  const next = random(7);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const paths = [
    'living-room',
    'living-room/sofas',
    'seating',
    'seating/lounge-chairs',
    'dining/dining-chairs',
    'office',
    'lighting/floor-lamps',
    'designer-furniture',
    'designer-furniture/eames',
    'storage',
  ];
  const colors = ['black', 'brown', 'green', 'grey', 'white', 'natural', 'orange', 'gold'];
  const words = [
    ...vocabulary.STYLES,
    ...vocabulary.MOODS,
    ...Object.values(vocabulary.PIECES).flat(),
    ...vocabulary.FINISHES.map(([value]) => value),
  ];
  const listing = (i) =>
    `/api/collections/listing?path=${pick(paths)}&material[0]=${pick(materials)}&color[0]=${pick(colors)}&price[min]=${i}&price[max]=${3000 + i}`;
  const search = (i) =>
    `/api/search?product=${encodeURIComponent(`${pick(words)} ${pick(words)}`.toLowerCase())}&page=${1 + (i % 3)}`;
  const product = () => `/api/products/by-slug/${pick(slugs)}`;
  const distinct = (make) =>
    [...new Set(Array.from({ length: REQUESTS * 3 }, (_, i) => make(i)))].slice(0, REQUESTS);
  const repeated = (make) => Array.from({ length: REQUESTS }, (_, i) => make(i % 5));
  return {
    listing: {
      uncached: distinct(listing),
      cached: repeated((i) => `/api/collections/listing?path=${paths[i]}&price[min]=${i}`),
    },
    search: {
      uncached: distinct(search),
      cached: repeated((i) => `/api/search?product=${words[i].toLowerCase()}`),
    },
    product: {
      uncached: distinct(product).slice(0, Math.min(REQUESTS, slugs.length)),
      cached: repeated((i) => `/api/products/by-slug/${slugs[i]}`),
    },
  };
}

/** Seeds `size` products, then measures each build on that database in turn. */
async function measure(size) {
  const db = await startFerretDb({ quiet: true, port: DB_PORT });
  const client = new MongoClient(db.uri);
  try {
    await client.connect();
    const catalogDb = client.db(catalog.dbName);
    const seedStart = performance.now();
    await seedCatalog(catalogDb, size);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    // Products are generated from their index: regenerating a sample of indexes gives their slugs.
    const shape = catalogueShape();
    const pickIndex = random(size);
    const slugs = Array.from(
      { length: Math.min(size, REQUESTS) },
      () => productDoc(Math.floor(pickIndex() * size), shape).slug,
    );
    const materials = vocabulary.FINISHES.map(([, material]) => material);
    const rows = [];
    for (const { build, main } of BUILDS) {
      console.error(`[bench:scale] N = ${size}, ${build} build (${main})...`);
      const row = await measureBuild(main, { db, catalogDb, slugs, materials });
      rows.push({ N: size, build, 'seed s': Number(seedSeconds.toFixed(1)), ...row });
      console.error(JSON.stringify(rows.at(-1)));
    }
    return rows;
  } finally {
    await client.close();
    await db.stop();
  }
}

/** The build's stored snapshot module, if it has one (builds from before it read every product at each start). */
function snapshotStore(main) {
  const file = path.join(path.dirname(main), 'store', 'stored-snapshot.js');
  return fs.existsSync(file) ? require(file) : null;
}

/** Starts build `main` on port `port` (with `args` before its main), the environment the service runs with. */
function startService(main, { db, port, args = [] }) {
  return spawn(process.execPath, [...args, main], {
    env: {
      ...process.env,
      PORT: String(port),
      MONGODB_URI: db.uri,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      CATALOG_REFRESH_MS: String(REFRESH_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** Seconds until `service` answers a product (its catalogue is whole: no read is answered before). */
function untilReady(service, base, slug, timeoutMs = 600_000) {
  return until(
    async () => {
      if (service.exitCode !== null) throw new Error(`service exited with ${service.exitCode}`);
      return (await fetchJson(`${base}/api/products/by-slug/${slug}`)) !== null;
    },
    { everyMs: 100, timeoutMs },
  );
}

/** A first replica reads every product: ~0.5 ms of FerretDB's CPU each, far longer on a busy machine. */
const FIRST_READY_TIMEOUT_MS = 3_600_000;

async function stop(service) {
  if (!service || service.exitCode !== null) return;
  // The service exits on SIGTERM, writing its profile when asked for one.
  const exited = new Promise((resolve) => service.once('exit', resolve));
  service.kill();
  await exited;
}

/**
 * The first replica on the database: its start to ready, reading every product (no snapshot is stored yet:
 * any of an earlier build is dropped), then, for a build that stores one, until it has stored its snapshot
 * for the next replica.
 */
async function firstReplica(main, { db, catalogDb, slugs }) {
  const stored = snapshotStore(main);
  if (stored) await catalogDb.collection(stored.SNAPSHOT_COLLECTION).deleteMany({});
  const port = await freePort();
  const service = startService(main, { db, port });
  try {
    const readySeconds = await untilReady(
      service,
      `http://127.0.0.1:${port}`,
      slugs[0],
      FIRST_READY_TIMEOUT_MS,
    );
    if (stored)
      await until(
        async () =>
          (await catalogDb.collection(stored.SNAPSHOT_COLLECTION).findOne({ _id: 'head' })) !==
          null,
        { everyMs: 200, timeoutMs: 300_000 },
      );
    return readySeconds;
  } finally {
    await stop(service);
  }
}

/**
 * Starts the build `main` on the seeded database and measures it: a first replica's start, then a next
 * replica's (what a rolling deploy, an autoscaler or a crashed pod's replacement waits for), which the rest
 * is measured on.
 */
async function measureBuild(main, { db, catalogDb, slugs, materials }) {
  let service;
  try {
    const firstSeconds = await firstReplica(main, { db, catalogDb, slugs });
    const port = SERVICE_PORT || (await freePort());
    const base = `http://127.0.0.1:${port}`;
    service = startService(main, { db, port, args: [...PROFILE, '--require', PROBE] });
    const phases = phaseClock(service.pid);
    phases.mark('start');
    const readySeconds = await untilReady(service, base, slugs[0]);

    // Idle refreshes: nothing asked, nothing written, for a few refresh intervals; their CPU without the
    // stall watch (which costs more than they do), then their stalls with it.
    phases.end('start');
    await sleep(REFRESH_MS);
    phases.mark('idle');
    await ask(service, 'mark-quiet');
    await sleep(REFRESH_MS * IDLE_INTERVALS);
    const idle = await ask(service, 'read');
    phases.end('idle');
    await ask(service, 'mark');
    await sleep(REFRESH_MS * IDLE_INTERVALS);
    const idleStalls = await ask(service, 'read');

    const reads = workload(slugs, materials);
    const latency = {};
    const cpuPerRequest = [];
    const gcPerRequest = [];
    const mainCpuPerRequest = [];
    for (const [name, { uncached, cached }] of Object.entries(reads)) {
      // The CPU the service spends per uncached request: its time inside the process, which queueing behind
      // other requests, the load generator and the database (sharing the cores) do not add to.
      await ask(service, 'mark-quiet');
      phases.mark(`${name} uncached`);
      latency[`${name} uncached`] = await load(base, uncached);
      phases.end(`${name} uncached`);
      const used = await ask(service, 'read');
      cpuPerRequest.push((used.cpuMs / uncached.length).toFixed(1));
      mainCpuPerRequest.push((used.mainThreadCpuMs / uncached.length).toFixed(1));
      gcPerRequest.push(((used.gc.minor.ms + used.gc.major.ms) / uncached.length).toFixed(1));
      console.error(`[bench:scale] ${name} uncached: GC ${JSON.stringify(used.gc)}`);
      await load(base, cached.slice(0, 10)); // warms the kept answers
      latency[`${name} cached`] = await load(base, cached);
    }

    // A write: one product renamed, then asked for until the API shows the new name.
    await sleep(REFRESH_MS);
    await ask(service, 'mark');
    phases.mark('write');
    const products = catalogDb.collection('products');
    const target = await products.findOne(
      { slug: slugs[1] ?? slugs[0] },
      { projection: { _id: 1, slug: 1 } },
    );
    const name = `Renamed ${Date.now()} Chair`;
    await products.updateOne({ _id: target._id }, { $set: { name } });
    await changeRecorder(main)(catalogDb, { products: [target._id] });
    // Shown once the catalogue in memory has it (search finds it by its new name), not only the product
    // page: a build that reads a product page from the database shows the new name before it applies the write.
    const writeSeconds = await until(
      async () =>
        (await fetchJson(`${base}/api/products/by-slug/${target.slug}`))?.name === name &&
        (await fetchJson(`${base}/api/search?product=${encodeURIComponent(name)}`))?.products?.[0]
          ?.slug === target.slug,
      { everyMs: 50 },
    );
    await sleep(500);
    const write = await ask(service, 'read');
    phases.end('write');
    const longestGc = ({ gc }) => Math.round(Math.max(gc.minor.maxMs, gc.major.maxMs));
    const stalls = ({ gc, p99StallMs, longestGap }) =>
      `GC ${JSON.stringify(gc)}, loop delay p99 ${p99StallMs.toFixed(1)} ms, longest gap ${longestGap.ms.toFixed(1)} ms with ${longestGap.cpuMs.toFixed(1)} ms of main-thread CPU`;
    console.error(`[bench:scale] idle: ${stalls(idleStalls)}; write: ${stalls(write)}`);
    return {
      'ready s (first/next replica)': `${firstSeconds.toFixed(1)}/${readySeconds.toFixed(1)}`,
      'RSS MB idle/end (peak)': `${Math.round(idle.rssMb)}/${Math.round(write.rssMb)} (${Math.round(peakRssMb(service.pid))})`,
      'idle refresh CPU ms (main thread/all)': `${Math.round(idle.mainThreadCpuMs / IDLE_INTERVALS)}/${Math.round(idle.cpuMs / IDLE_INTERVALS)}`,
      'max stall ms (idle/write)': `${Math.round(idleStalls.maxStallMs)}/${Math.round(write.maxStallMs)}`,
      'its main-thread CPU ms (idle/write)': `${Math.round(idleStalls.longestGap.cpuMs)}/${Math.round(write.longestGap.cpuMs)}`,
      'busiest tick main-thread CPU ms (idle/write)': `${idleStalls.busiestGapCpuMs.toFixed(1)}/${write.busiestGapCpuMs.toFixed(1)}`,
      'write applied: main-thread CPU ms (longest step)': write.applied.batches
        ? `${write.applied.cpuMs.toFixed(1)} (${write.applied.longestStepMs.toFixed(1)})`
        : 'not published',
      'longest GC pause ms (idle/write)': `${longestGc(idleStalls)}/${longestGc(write)}`,
      ...latency,
      'uncached CPU ms/req (listing/search/product)': cpuPerRequest.join('/'),
      'main thread CPU ms/req': mainCpuPerRequest.join('/'),
      'GC pauses ms/req': gcPerRequest.join('/'),
      'write visible s': Number(writeSeconds.toFixed(2)),
    };
  } finally {
    await stop(service);
  }
}

async function main() {
  const rows = [];
  for (const size of SIZES) {
    rows.push(...(await measure(size)));
  }
  rows.push(GOALS);
  console.log(
    `catalog scale: ${CONNECTIONS} connections, ${REQUESTS} requests per read, p50/p99 ms; refresh every ${REFRESH_MS} ms`,
  );
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
