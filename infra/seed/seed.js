'use strict';
// `npm run seed`: fills every service's own database with the demo shop. Idempotent: each part
// upserts by a natural key, so running it again leaves the same data.
const { MongoClient } = require('mongodb');

const PARTS = ['catalog', 'content', 'account', 'commerce'];

function serverUri() {
  return process.env.MONGODB_URI || `mongodb://127.0.0.1:${process.env.SOHNNE_DB_PORT || 27018}/`;
}

async function seedAll({ uri = serverUri(), log = console.log } = {}) {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  try {
    for (const name of PARTS) {
      const part = require(`./${name}`);
      const started = Date.now();
      await part.seed(client.db(part.dbName));
      log(`[seed] ${name} -> ${part.dbName} (${Date.now() - started} ms)`);
    }
  } finally {
    await client.close();
  }
}

if (require.main === module) {
  seedAll().catch((error) => {
    console.error(`[seed] failed: ${error.message}`);
    process.exit(1);
  });
}

module.exports = { seedAll };
