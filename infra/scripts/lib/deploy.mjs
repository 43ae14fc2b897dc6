// Publishing MFEs: an MFE's browser build is copied under mfe/<name>/<version>/ (served by the edge at
// /mfe/...), its server build under mfe-server/<name>/<version>/ (read by the shell server, never served),
// neither ever overwritten; then the manifest is pointed at them with the MFE's route list. The manifest
// keeps each MFE's history so a rollback is one step. A canary is a second version of one MFE that a
// share of visitors gets (`mfes.<name>.canary`); promote makes it everyone's, rollback ends it.
//
// Every change of the manifest is read-modify-write under a lock file (taken by an exclusive create, so two
// ships, promotes or rollbacks at once take turns), written to a temporary file and renamed over the old one
// (a reader never sees half a manifest). A manifest that cannot be read or parsed stops the change: it is
// never replaced by an empty one.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, UsageError } from './bootstrap.mjs';
import { routeConflicts } from './route-conflicts.mjs';

export { REPO_ROOT };
export const MFES = ['catalog', 'content', 'account', 'commerce'];
export const deployDir = () => process.env.SOHNNE_DEPLOY_DIR || path.join(REPO_ROOT, '.deploy');
const manifestPath = () => path.join(deployDir(), 'mfe-manifest.json');
const lockPath = () => `${manifestPath()}.lock`;
/** How long a change waits for another one to finish before it gives up. */
const lockWaitMs = () => Number(process.env.SOHNNE_DEPLOY_LOCK_WAIT_MS || 60_000);

export function assertKnownMfe(name) {
  if (!MFES.includes(name))
    throw new UsageError(`Unknown MFE '${name}': one of ${MFES.join(', ')}`);
}

/** The manifest; an empty one only when there is no file yet. */
export function readManifest() {
  let text;
  try {
    text = fs.readFileSync(manifestPath(), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { mfes: {}, history: {} };
    throw new Error(
      `The manifest ${manifestPath()} cannot be read (${error.code ?? error.message}): nothing was changed`,
    );
  }
  try {
    const manifest = JSON.parse(text);
    if (typeof manifest?.mfes !== 'object' || manifest.mfes === null)
      throw new Error('it has no "mfes" object');
    return { history: {}, ...manifest };
  } catch (error) {
    throw new Error(
      `The manifest ${manifestPath()} is not a valid manifest (${error.message}): nothing was changed; restore it from a backup or fix it by hand`,
    );
  }
}

function writeManifest(manifest) {
  const tmp = `${manifestPath()}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(tmp, manifestPath()); // atomic: a reader never sees half a manifest
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Takes the manifest lock (waiting for another holder), breaking it only when its holder is a dead process of this host. */
function lock() {
  fs.mkdirSync(deployDir(), { recursive: true });
  const deadline = Date.now() + lockWaitMs();
  const me = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    since: new Date().toISOString(),
  });
  for (;;) {
    try {
      fs.writeFileSync(lockPath(), me, { flag: 'wx' });
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let holder = null;
    try {
      holder = JSON.parse(fs.readFileSync(lockPath(), 'utf8'));
    } catch {
      /* being written or just removed: look again */
    }
    if (holder && holder.host === os.hostname() && !isAlive(holder.pid)) {
      fs.rmSync(lockPath(), { force: true }); // its holder died: the manifest itself is whole (atomic writes)
      continue;
    }
    if (Date.now() > deadline) {
      const who = holder
        ? `process ${holder.pid} on ${holder.host}, since ${holder.since}`
        : 'another process';
      throw new Error(
        `Another ship, promote or rollback (${who}) is changing the manifest: try again when it has finished, or delete ${lockPath()} if it is gone`,
      );
    }
    sleep(100);
  }
}

/** Runs `change` on the manifest under the lock and writes what it returns as the new manifest (nothing when it returns null). */
function changeManifest(change) {
  lock();
  try {
    const next = change(readManifest());
    if (next) writeManifest(next);
  } finally {
    fs.rmSync(lockPath(), { force: true });
  }
}

/** A short hash of a build (both remote entries and the route list): the same build always gets the same version. */
export function buildHash(name) {
  const root = path.join(REPO_ROOT, `mfe-${name}`);
  const hash = createHash('sha256');
  for (const file of ['dist/remoteEntry.js', 'dist/routes.json', 'dist-server/remoteEntry.js'])
    hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 8);
}

/** Copies a build to its versioned folder unless it is there; returns whether this call made it. */
function copyOnce(from, to) {
  if (fs.existsSync(to)) return false;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  const tmp = `${to}.${process.pid}.${randomUUID()}.tmp`;
  fs.cpSync(from, tmp, { recursive: true });
  try {
    fs.renameSync(tmp, to);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(to)) throw error; // else another publish of this very build came first
    return false;
  }
  return true;
}

/** True when this version of the MFE is published already (a version is never overwritten). */
export function isPublished(name, version) {
  return fs.existsSync(path.join(deployDir(), 'mfe', name, version));
}

function entryFor(name, version) {
  const dir = path.join(deployDir(), 'mfe', name, version);
  const routes = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8'));
  return {
    version,
    entry: `/mfe/${name}/${version}/remoteEntry.js`,
    serverEntry: `mfe-server/${name}/${version}/remoteEntry.js`,
    routes,
  };
}

/** Refuses a manifest in which two MFEs claim the same path. */
function assertNoConflicts(manifest) {
  const conflicts = routeConflicts(
    Object.fromEntries(
      Object.entries(manifest.mfes).map(([name, live]) => [name, live.routes ?? []]),
    ),
  );
  if (conflicts.length) throw new UsageError(`Not published: ${conflicts.join('; ')}`);
}

function copyBuild(name, version) {
  assertKnownMfe(name);
  // The builds are read from the repository, or from SOHNNE_BUILD_ROOT (a folder of mfe-<name>/dist, dist-server).
  const root = path.join(process.env.SOHNNE_BUILD_ROOT || REPO_ROOT, `mfe-${name}`);
  const dist = path.join(root, 'dist');
  const distServer = path.join(root, 'dist-server');
  for (const file of [
    path.join(dist, 'remoteEntry.js'),
    path.join(dist, 'routes.json'),
    path.join(distServer, 'remoteEntry.js'),
  ]) {
    if (!fs.existsSync(file))
      throw new UsageError(
        `mfe-${name} is not built (no ${file}): build it, or ship without --prebuilt`,
      );
  }
  const made = [
    [dist, path.join(deployDir(), 'mfe', name, version)],
    [distServer, path.join(deployDir(), 'mfe-server', name, version)],
  ].filter(([from, to]) => copyOnce(from, to));
  return made.map(([, to]) => to);
}

/** Publishes a build and changes the manifest; a change that fails takes back the copies it made, so the version can be shipped again. */
function withBuild(name, version, change) {
  const made = copyBuild(name, version);
  try {
    changeManifest(change);
  } catch (error) {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Copies mfe-<name>/dist and dist-server to the versioned paths (once) and points the manifest at them (ending any canary). */
export function publish(name, version) {
  let live;
  withBuild(name, version, (manifest) => {
    const next = entryFor(name, version);
    live = next;
    const current = manifest.mfes[name];
    if (current?.version === version && current.serverEntry && !current.canary) {
      live = current;
      return null;
    }
    assertNoConflicts({ ...manifest, mfes: { ...manifest.mfes, [name]: next } });
    if (current && current.version !== version)
      manifest.history[name] = [...(manifest.history[name] ?? []), current.version];
    manifest.mfes[name] = next;
    return manifest;
  });
  return live;
}

/** Publishes a version as the canary of an MFE: `share` percent of visitors (1-99) get it, the rest keep the live one. */
export function publishCanary(name, version, share) {
  assertCanaryShare(share);
  let canary;
  withBuild(name, version, (manifest) => {
    canary = { ...entryFor(name, version), share: Number(share) };
    const current = manifest.mfes[name];
    if (!current)
      throw new UsageError(`'${name}' has no live version to run a canary beside: ship it first`);
    if (current.version === version)
      throw new UsageError(`${version} is already the live version of '${name}'`);
    // Both versions are live at once: each must agree with the other MFEs' routes.
    assertNoConflicts({ ...manifest, mfes: { ...manifest.mfes, [name]: { ...canary } } });
    manifest.mfes[name] = { ...current, canary };
    return manifest;
  });
  return canary;
}

/** A canary share is a whole percentage from 1 to 99 (a string from the command line or a number). */
export function assertCanaryShare(share) {
  const n = Number(share);
  if (!/^\d+$/.test(String(share).trim()) || n < 1 || n > 99)
    throw new UsageError(`A canary share is a whole percentage from 1 to 99, not '${share}'`);
}

/** Makes the running canary the version for everyone. */
export function promote(name) {
  assertKnownMfe(name);
  let next;
  changeManifest((manifest) => {
    const current = manifest.mfes[name];
    if (!current?.canary)
      throw new UsageError(
        `'${name}' has no canary to promote: start one with npm run ship -- ${name} --canary 10`,
      );
    const { share: _share, ...promoted } = current.canary;
    manifest.history[name] = [...(manifest.history[name] ?? []), current.version];
    manifest.mfes[name] = next = promoted;
    return manifest;
  });
  return next;
}

/** Ends a running canary (everyone keeps the live version); without one, points back at the previous version. */
export function rollback(name) {
  assertKnownMfe(name);
  let next;
  changeManifest((manifest) => {
    const current = manifest.mfes[name];
    if (current?.canary) {
      const { canary: _canary, ...live } = current;
      manifest.mfes[name] = next = live;
      return manifest;
    }
    const previous = manifest.history[name]?.at(-1);
    if (!previous)
      throw new UsageError(`Nothing to roll back to for '${name}': it has no earlier version`);
    next = entryFor(name, previous);
    assertNoConflicts({ ...manifest, mfes: { ...manifest.mfes, [name]: next } });
    manifest.history[name].pop();
    manifest.mfes[name] = next;
    return manifest;
  });
  return next;
}
