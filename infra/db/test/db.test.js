'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const net = require('node:net');
const { startFerretDb, databaseUri } = require('..');

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
