'use strict';
/* eslint-disable @typescript-eslint/no-require-imports */
// Preloaded into a benched service (node -r): counts the database commands its driver sends, by the
// driver's own command monitoring (with the time each kind took), and answers the counts (then resets them) on the IPC message 'read'.
const path = require('node:path');
const { MongoClient } = require(
  require.resolve('mongodb', { paths: [path.resolve(__dirname, '..')] }),
);

const WRITES = new Set(['insert', 'update', 'delete', 'findAndModify']);
let counts = {};
let ms = {};
const started = new Map();
const connect = MongoClient.prototype.connect;
MongoClient.prototype.connect = function countedConnect(...args) {
  this.monitorCommands = true;
  this.on('commandStarted', ({ commandName, requestId }) => {
    counts[commandName] = (counts[commandName] ?? 0) + 1;
    // A command still under way when the counts are read (a lease given back after the answer) has
    // its time added to the next read.
    ms[commandName] ??= 0;
    started.set(requestId, commandName);
  });
  const finished = ({ requestId, duration }) => {
    const name = started.get(requestId);
    started.delete(requestId);
    if (name) ms[name] = (ms[name] ?? 0) + duration;
  };
  this.on('commandSucceeded', finished);
  this.on('commandFailed', finished);
  return connect.apply(this, args);
};
process.on('message', (message) => {
  if (message !== 'read') return;
  const byName = counts;
  const msByName = ms;
  counts = {};
  ms = {};
  const total = Object.values(byName).reduce((sum, n) => sum + n, 0);
  const writes = Object.entries(byName)
    .filter(([name]) => WRITES.has(name))
    .reduce((sum, [, n]) => sum + n, 0);
  process.send({ total, writes, byName, msByName });
});
// The IPC channel must not keep a stopped service alive.
process.channel?.unref();
