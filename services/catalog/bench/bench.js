#!/usr/bin/env node
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports */
// Read throughput of the catalog service, directly and through the edge, against a bare Node http server
// answering the same bytes.
//   npm run build -w @sohnne/catalog-service && SOHNNE_TOOLS_DIR=... node services/catalog/bench/bench.js
// Starts its own FerretDB, the built service and an edge in front of it on free ports, seeds the catalogue,
// then for each URL runs autocannon (DURATION s, CONNECTIONS connections) on the service, the edge and the
// bare server, one after the other. Set SOHNNE_EDGE_CACHE_BYTES=0 to measure the edge without its cache.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const autocannon = require('autocannon');
const { MongoClient } = require('mongodb');
const { startFerretDb, freePort } = require('@sohnne/embedded-db');
// The seed's catalogue by its path: the seed takes the catalogue's built mapper, so it is no dependency here.
const catalog = require('@sohnne/service-kit/testing').seedPart('catalog');
const { routes } = require('@sohnne/edge/route-table.js');

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const URLS = [
  [
    'collection with filters',
    '/api/collections/listing?path=seating&material[0]=leather&material[1]=wool&price[min]=200&price[max]=3000',
  ],
  ['product by slug', '/api/products/by-slug/lounge-chair-and-ottoman-eames-style-replica'],
  ['search', '/api/search?product=eams%20lounge'],
  ['featured products', '/api/products?featured=true'],
];

const BARE_SERVER = `
  const [file, port, headers] = process.argv.slice(1);
  const body = require('node:fs').readFileSync(file);
  require('node:http').createServer((_req, res) => { res.writeHead(200, JSON.parse(headers)); res.end(body); }).listen(Number(port), '127.0.0.1');
`;

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, duration: DURATION, connections: CONNECTIONS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

async function waitUntilUp(url, child) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('service did not start');
}

async function main() {
  const db = await startFerretDb({ quiet: true });
  const client = new MongoClient(db.uri);
  await client.connect();
  await catalog.seed(client.db(catalog.dbName));
  await client.close();

  const port = await freePort();
  const service = spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      MONGODB_URI: db.uri,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const edgePort = await freePort();
  const edge = spawn(process.execPath, [require.resolve('@sohnne/edge/server.js')], {
    env: { ...process.env, PORT: String(edgePort), [routes.services.catalog.env]: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const edgeBase = `http://127.0.0.1:${edgePort}`;
  const rows = [];
  try {
    await waitUntilUp(`${base}/health`, service);
    await waitUntilUp(`${edgeBase}/runtime-config.js`, edge);
    for (const [name, url] of URLS) {
      const response = await fetch(base + url);
      const body = Buffer.from(await response.arrayBuffer());
      const headers = {
        'content-type': response.headers.get('content-type'),
        etag: response.headers.get('etag'),
      };
      const bareFile = path.join(os.tmpdir(), `catalog-bench-${process.pid}.json`);
      fs.writeFileSync(bareFile, body);
      const barePort = await freePort();
      // The bare server is its own process, like the service, so both pay the same scheduling costs.
      const bare = spawn(
        process.execPath,
        ['-e', BARE_SERVER, bareFile, String(barePort), JSON.stringify(headers)],
        { stdio: 'ignore' },
      );
      await waitUntilUp(`http://127.0.0.1:${barePort}/`, bare);
      const ours = await run(base + url);
      const viaEdge = await run(edgeBase + url);
      const theirs = await run(`http://127.0.0.1:${barePort}${url}`);
      bare.kill();
      fs.rmSync(bareFile);
      rows.push({
        read: name,
        bytes: body.length,
        'service req/s': Math.round(ours.requests.average),
        'bare req/s': Math.round(theirs.requests.average),
        ratio: `${Math.round((100 * ours.requests.average) / theirs.requests.average)} %`,
        'edge req/s': Math.round(viaEdge.requests.average),
        'edge ratio': `${Math.round((100 * viaEdge.requests.average) / theirs.requests.average)} %`,
        'service p99 ms': ours.latency.p99,
        'edge p99 ms': viaEdge.latency.p99,
        'bare p99 ms': theirs.latency.p99,
        errors: ours.errors + ours.non2xx + viaEdge.errors + viaEdge.non2xx,
      });
    }
  } finally {
    edge.kill();
    service.kill();
    await db.stop();
  }
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
