'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const net = require('node:net');
const { MongoClient } = require('mongodb');
const { startFerretDb, databaseUri, sqliteUrl } = require('..');

test('starts on a free port with a temporary folder, answers, and cleans up on stop', async () => {
  const db = await startFerretDb({ quiet: true });
  assert.match(db.uri, /^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
  assert.ok(fs.existsSync(db.dataDir));
  await db.stop();
  assert.ok(!fs.existsSync(db.dataDir));
  const refused = await new Promise((resolve) => {
    const socket = net.connect({ port: db.port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
  assert.ok(refused, 'the port is closed after stop');
});

test("a start that fails says why in FerretDB's own words, even when quiet", async () => {
  const squatter = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => squatter.once('listening', resolve));
  try {
    await assert.rejects(
      startFerretDb({ quiet: true, port: squatter.address().port }),
      /was taken: .*address already in use/s,
    );
  } finally {
    squatter.close();
  }
});

test('starts at once beside each other, each on a port of its own', async () => {
  const dbs = await Promise.all([1, 2, 3].map(() => startFerretDb({ quiet: true })));
  try {
    assert.strictEqual(new Set(dbs.map((db) => db.port)).size, 3);
  } finally {
    await Promise.all(dbs.map((db) => db.stop()));
  }
});

test('databaseUri puts the service database on MONGODB_URI when set', () => {
  process.env.MONGODB_URI = 'mongodb://db.example:27017/?replicaSet=rs0';
  assert.strictEqual(
    databaseUri('sohnne_catalog'),
    'mongodb://db.example:27017/sohnne_catalog?replicaSet=rs0',
  );
  delete process.env.MONGODB_URI;
  process.env.SOHNNE_DB_PORT = '27999';
  assert.strictEqual(databaseUri('sohnne_account'), 'mongodb://127.0.0.1:27999/sohnne_account');
});

test('finds, updates and deletes by _id through the _id index, not a scan of the collection', async () => {
  const db = await startFerretDb({ quiet: true });
  const client = await new MongoClient(db.uri).connect();
  try {
    const docs = client.db('t').collection('docs');
    await docs.insertMany([{ _id: 'a' }, { _id: 'b', n: 1 }]);
    const { queryPlanner } = await docs.find({ _id: 'b' }).explain();
    assert.match(JSON.stringify(queryPlanner), /SEARCH \S+ USING INDEX \S+__id_ /);
    assert.deepStrictEqual(await docs.findOne({ _id: 'b' }), { _id: 'b', n: 1 });
    await docs.updateOne({ _id: 'b' }, { $set: { n: 2 } });
    await docs.deleteOne({ _id: 'a' });
    assert.deepStrictEqual(await docs.find().toArray(), [{ _id: 'b', n: 2 }]);
  } finally {
    await client.close();
    await db.stop();
  }
});

test('SQLite is opened with the durability asked for, and refuses another', async () => {
  assert.strictEqual(
    sqliteUrl('/data/db', 'normal'),
    'file:/data/db/?_pragma=busy_timeout(10000)&_pragma=journal_mode(wal)&_pragma=synchronous(normal)',
  );
  await assert.rejects(startFerretDb({ quiet: true, synchronous: 'off' }), /SOHNNE_DB_SYNCHRONOUS/);
});
