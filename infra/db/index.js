'use strict';
// The embedded database: FerretDB (MongoDB wire protocol) on SQLite, built once with Go into
// <repo>/.tools and reused. Used only when MONGODB_URI is not set.
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
const FERRETDB_VERSION = 'v1.24.2';
/**
 * Our one change to FerretDB's source, named in the binary's file name. Its SQLite backend finds a
 * document by `_id` with the expression `->'$._id'`, while the unique `_id` index it creates is on
 * `->"_id"`: SQLite uses an expression index only for the same expression, so every find, update and
 * delete by `_id` scanned the whole collection (inside the write lock, for updates and deletes). `->'_id'`
 * is the same value (SQLite reads a label X as '$.X') written as the index is, so it searches the index.
 */
const ID_LOOKUP_PATCH = {
  name: 'id-index',
  file: 'internal/backends/sqlite/metadata/metadata.go',
  from: `IDColumn = DefaultColumn + "->'$._id'"`,
  to: `IDColumn = DefaultColumn + "->'_id'"`,
};
const REPO_ROOT = path.resolve(__dirname, '..', '..');
const TOOLS_DIR = process.env.SOHNNE_TOOLS_DIR || path.join(REPO_ROOT, '.tools');
/** Our build of FerretDB: its version and our patch (the binary's and the container image's name). */
const FERRETDB_BUILD = `${FERRETDB_VERSION.replace(/^v/, '')}-${ID_LOOKUP_PATCH.name}`;
const BINARY = path.join(TOOLS_DIR, `ferretdb-v${FERRETDB_BUILD}`);

/** Applies ID_LOOKUP_PATCH to a copy of FerretDB's source; refuses a source it does not fit. */
function patchIdLookup(src) {
  const file = path.join(src, ID_LOOKUP_PATCH.file);
  const text = fs.readFileSync(file, 'utf8');
  if (text.split(ID_LOOKUP_PATCH.from).length !== 2)
    throw new Error(
      `[db] ${ID_LOOKUP_PATCH.file} of FerretDB ${FERRETDB_VERSION} changed: no patch`,
    );
  fs.writeFileSync(file, text.replace(ID_LOOKUP_PATCH.from, ID_LOOKUP_PATCH.to));
}

function hasGo() {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Builds the FerretDB binary once (a few minutes); later calls return at once. */
function ensureFerretDb({ log = console.log } = {}) {
  if (fs.existsSync(BINARY)) return BINARY;
  if (!hasGo()) {
    throw new Error(
      'No database: install Go (https://go.dev/dl/, used to build the embedded FerretDB) or set MONGODB_URI to a MongoDB server.',
    );
  }
  log(
    `[db] building FerretDB ${FERRETDB_VERSION} into ${TOOLS_DIR} (first run only, takes a few minutes)...`,
  );
  fs.mkdirSync(TOOLS_DIR, { recursive: true });
  // `go install module@version` asks the proxy for the version list, which is refused here; downloading
  // the exact version and building it from a writable copy works. The copy gets the version file that
  // FerretDB's own build normally generates from git.
  const info = JSON.parse(
    execFileSync('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], {
      encoding: 'utf8',
    }),
  );
  const src = fs.mkdtempSync(path.join(TOOLS_DIR, 'ferretdb-src-'));
  fs.cpSync(info.Dir, src, { recursive: true });
  execFileSync('chmod', ['-R', 'u+w', src]);
  fs.writeFileSync(path.join(src, 'build', 'version', 'version.txt'), FERRETDB_VERSION);
  patchIdLookup(src);
  execFileSync('go', ['build', '-o', `${BINARY}.tmp`, './cmd/ferretdb'], {
    cwd: src,
    stdio: 'inherit',
    env: { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod' },
  });
  fs.renameSync(`${BINARY}.tmp`, BINARY);
  fs.rmSync(src, { recursive: true, force: true });
  return BINARY;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until a MongoDB `ping` answers (using the driver from the caller's tree, if any) or the port opens. */
async function waitForDb(uri, port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let MongoClient;
  try {
    ({ MongoClient } = require('mongodb'));
  } catch {
    MongoClient = null;
  }
  while (Date.now() < deadline) {
    if (MongoClient) {
      const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000 });
      try {
        await client.connect();
        await client.db('admin').command({ ping: 1 });
        return;
      } catch {
        /* not up yet */
      } finally {
        await client.close().catch(() => {});
      }
    } else if (await canConnect(port)) {
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[db] FerretDB did not answer a ping within ${timeoutMs} ms`);
}

/**
 * When SQLite makes a commit durable (its `synchronous` pragma, on every connection FerretDB opens):
 * - `normal` (default): the write-ahead log is flushed to disk at checkpoints, not at each commit. A
 *   killed FerretDB or service loses nothing (the commit is in the file the moment it is acknowledged);
 *   a power loss or kernel crash may lose the last commits before the checkpoint (never corrupts).
 * - `full`: each commit waits for the disk (one fsync per write): nothing acknowledged is ever lost,
 *   at the disk's flush latency per write — and SQLite has one writer at a time.
 */
const SYNCHRONOUS = ['normal', 'full'];

function synchronousSetting(value = process.env.SOHNNE_DB_SYNCHRONOUS || 'normal') {
  if (!SYNCHRONOUS.includes(value))
    throw new Error(
      `[db] SOHNNE_DB_SYNCHRONOUS must be one of ${SYNCHRONOUS.join(', ')}: ${value}`,
    );
  return value;
}

/** FerretDB's SQLite URL: its own defaults (busy timeout before WAL, as it sets them) plus `synchronous`. */
function sqliteUrl(dir, synchronous) {
  const pragmas = ['busy_timeout(10000)', 'journal_mode(wal)', `synchronous(${synchronous})`];
  const folder = dir.endsWith('/') ? dir : `${dir}/`;
  return `file:${folder}?${pragmas.map((p) => `_pragma=${encodeURIComponent(p)}`).join('&')}`;
}

/**
 * Starts FerretDB on `port` with data under `dataDir`. Returns { uri, port, stop() }.
 * `port: 0` picks a free one (tests); `dataDir` omitted means a temporary folder removed on stop;
 * `synchronous` (default SOHNNE_DB_SYNCHRONOUS, else `normal`): see SYNCHRONOUS; `binary`: another
 * FerretDB build than ours (a benchmark's baseline).
 */
async function startFerretDb({
  port = 0,
  dataDir,
  log = console.log,
  quiet = false,
  synchronous,
  binary = ensureFerretDb({ log }),
} = {}) {
  const durability = synchronousSetting(synchronous);
  const temporary = !dataDir;
  const dir = dataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-db-'));
  fs.mkdirSync(dir, { recursive: true });
  // A free port is free when asked, not necessarily when FerretDB binds it (two starts at once, another
  // stack): one taken meanwhile is picked again, and said so.
  const attempts = port ? 1 : PORT_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const started = await startOnce({ binary, dir, durability, port, quiet });
      return {
        ...started,
        dataDir: dir,
        async stop() {
          await started.stop();
          if (temporary) fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= attempts) {
        if (temporary) fs.rmSync(dir, { recursive: true, force: true });
        throw error;
      }
      log(`${error.message.split('\n')[0]}; starting FerretDB again on another free port`);
    }
  }
}

const PORT_ATTEMPTS = 3;
/** The last of FerretDB's own error output kept, for the error that says why it did not start. */
const STDERR_TAIL_BYTES = 4096;

/** FerretDB could not bind a port it was given: another process took it after it was found free. */
class PortTaken extends Error {}

/** One FerretDB process on `port` (or free ports): resolves once it answers, else rejects with its own words. */
async function startOnce({ binary, dir, durability, port, quiet }) {
  const listenPort = port || (await freePort());
  const debugPort = await freePort();
  const child = spawn(
    binary,
    [
      '--handler=sqlite',
      `--sqlite-url=${sqliteUrl(dir, durability)}`,
      `--state-dir=${dir}`,
      `--listen-addr=127.0.0.1:${listenPort}`,
      `--debug-addr=127.0.0.1:${debugPort}`,
      '--telemetry=disable',
      '--log-level=warn',
    ],
    // Quiet or not, its error output is kept: a start that fails says why in FerretDB's own words.
    { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    if (!quiet) process.stderr.write(chunk);
    stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
  });
  let exited = false;
  const exitPromise = new Promise((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  const uri = `mongodb://127.0.0.1:${listenPort}/`;
  try {
    await Promise.race([
      waitForDb(uri, listenPort),
      exitPromise.then((code) => {
        const said = stderr.trim();
        if (/address already in use/i.test(said))
          throw new PortTaken(`[db] port ${listenPort} or ${debugPort} was taken: ${said}`);
        throw new Error(
          `[db] FerretDB exited with code ${code} while starting${said ? `: ${said}` : ' (it said nothing)'}`,
        );
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    uri,
    port: listenPort,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}

/** The database URI for a service: MONGODB_URI if set, else the embedded one on SOHNNE_DB_PORT. */
function databaseUri(dbName) {
  const base =
    process.env.MONGODB_URI || `mongodb://127.0.0.1:${process.env.SOHNNE_DB_PORT || 27018}/`;
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  return url.toString();
}

module.exports = {
  ensureFerretDb,
  startFerretDb,
  databaseUri,
  freePort,
  sqliteUrl,
  FERRETDB_VERSION,
  FERRETDB_BUILD,
  REPO_ROOT,
};
