#!/usr/bin/env node
'use strict';
// What one operation by `_id` costs on the embedded FerretDB as its collection grows, on our build and,
// with BASELINE_FERRETDB=<binary> (e.g. <tools>/ferretdb-v1.24.2, unpatched), on that one in the same run:
//   SOHNNE_TOOLS_DIR=... BASELINE_FERRETDB=$SOHNNE_TOOLS_DIR/ferretdb-v1.24.2 node infra/db/bench/id-lookup.js
// BENCH_SIZES (default 200,2000) documents of ~300 bytes; BENCH_OPS (default 100) of each, one at a time.
const { MongoClient } = require('mongodb');
const { startFerretDb, ensureFerretDb } = require('..');

const SIZES = (process.env.BENCH_SIZES ?? '200,2000').split(',').map(Number);
const OPS = Number(process.env.BENCH_OPS ?? 100);
const BUILDS = [
  ...(process.env.BASELINE_FERRETDB ? [['baseline', process.env.BASELINE_FERRETDB]] : []),
  ['ours', ensureFerretDb()],
];

const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(binary, size) {
  const db = await startFerretDb({ quiet: true, binary });
  const client = await new MongoClient(db.uri).connect();
  try {
    const docs = client.db('bench').collection('docs');
    const ids = Array.from({ length: size }, (_, i) => `doc-${i}`);
    for (let start = 0; start < size; start += 500)
      await docs.insertMany(
        ids.slice(start, start + 500).map((_id) => ({ _id, n: 0, text: 'x'.repeat(250) })),
      );
    const operations = {
      'find by _id': (id) => docs.findOne({ _id: id }),
      'update by _id': (id) => docs.updateOne({ _id: id }, { $inc: { n: 1 } }),
      'insert + delete by _id': async (id) => {
        await docs.insertOne({ _id: `${id}-new` });
        await docs.deleteOne({ _id: `${id}-new` });
      },
    };
    const figures = [];
    for (const [name, operation] of Object.entries(operations)) {
      const ms = [];
      for (let i = 0; i < OPS; i += 1) {
        const started = performance.now();
        await operation(ids[(i * 7919) % size]);
        ms.push(performance.now() - started);
      }
      figures.push(`${name} p50 ${p50(ms).toFixed(2)} ms`);
    }
    return figures.join(', ');
  } finally {
    await client.close();
    await db.stop();
  }
}

async function main() {
  for (const size of SIZES)
    for (const [name, binary] of BUILDS)
      console.log(
        `${name.padEnd(8)} ${String(size).padStart(6)} documents: ${await measure(binary, size)}`,
      );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
