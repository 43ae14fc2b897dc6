#!/usr/bin/env node
'use strict';
// `sohnne-db install` builds FerretDB once; `sohnne-db start` runs it in the foreground on
// SOHNNE_DB_PORT (default 27018) with data under SOHNNE_DATA_DIR (default <repo>/.data/db).
const path = require('node:path');
const { ensureFerretDb, startFerretDb, REPO_ROOT } = require('./index');

async function main() {
  const command = process.argv[2] || 'start';
  if (process.env.MONGODB_URI) {
    console.log('[db] MONGODB_URI is set: using that server, nothing to start.');
    return;
  }
  if (command === 'install') {
    console.log(`[db] FerretDB ready at ${ensureFerretDb()}`);
    return;
  }
  const db = await startFerretDb({
    port: Number(process.env.SOHNNE_DB_PORT || 27018),
    dataDir: process.env.SOHNNE_DATA_DIR || path.join(REPO_ROOT, '.data', 'db'),
  });
  console.log(`[db] FerretDB listening at ${db.uri}`);
  const stop = async () => {
    await db.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
