// The embedded database as a child of `npm start` that dies with it: FerretDB is a Go binary that
// cannot watch its parent, so this small process does, through the IPC channel start.mjs opens.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startFerretDb } = require('@sohnne/embedded-db');

const db = await startFerretDb({
  port: Number(process.env.SOHNNE_DB_PORT),
  dataDir: process.env.SOHNNE_DATA_DIR,
  log: (line) => console.log(line),
  quiet: true,
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await db.stop();
  process.exit(0);
};
process.once('disconnect', stop);
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.send?.({ ready: true, uri: db.uri });
