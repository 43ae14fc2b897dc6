// Publishing MFEs: an MFE's browser build is copied under mfe/<name>/<version>/ (served by the edge at
// /mfe/...), its server build under mfe-server/<name>/<version>/ (read by the shell server, never served),
// neither ever overwritten; then the manifest is pointed at them with the MFE's route list. The manifest
// keeps each MFE's history so a rollback is one step. A canary is a second version of one MFE that a
// share of visitors gets (`mfes.<name>.canary`); promote makes it everyone's, rollback ends it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeConflicts } from './route-conflicts.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const MFES = ['catalog', 'content', 'account', 'commerce'];
export const deployDir = () => process.env.SOHNNE_DEPLOY_DIR || path.join(REPO_ROOT, '.deploy');
const manifestPath = () => path.join(deployDir(), 'mfe-manifest.json');

export function readManifest() {
  try {
    return JSON.parse(fs.readFileSync(manifestPath(), 'utf8'));
  } catch {
    return { mfes: {}, history: {} };
  }
}

function writeManifest(manifest) {
  fs.mkdirSync(deployDir(), { recursive: true });
  const tmp = `${manifestPath()}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(tmp, manifestPath()); // atomic: a browser never reads half a manifest
}

/** A short hash of a build (both remote entries and the route list): the same build always gets the same version. */
export function buildHash(name) {
  const root = path.join(REPO_ROOT, `mfe-${name}`);
  const hash = createHash('sha256');
  for (const file of ['dist/remoteEntry.js', 'dist/routes.json', 'dist-server/remoteEntry.js']) hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 8);
}

function copyOnce(from, to) {
  if (fs.existsSync(to)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.cpSync(from, `${to}.tmp`, { recursive: true });
  fs.renameSync(`${to}.tmp`, to);
}

function entryFor(name, version) {
  const dir = path.join(deployDir(), 'mfe', name, version);
  const routes = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8'));
  return { version, entry: `/mfe/${name}/${version}/remoteEntry.js`, serverEntry: `mfe-server/${name}/${version}/remoteEntry.js`, routes };
}

/** Refuses a manifest in which two MFEs claim the same path. */
function assertNoConflicts(manifest) {
  const conflicts = routeConflicts(Object.fromEntries(Object.entries(manifest.mfes).map(([name, live]) => [name, live.routes ?? []])));
  if (conflicts.length) throw new Error(`Not published: ${conflicts.join('; ')}`);
}

function copyBuild(name, version) {
  if (!MFES.includes(name)) throw new Error(`Unknown MFE '${name}': one of ${MFES.join(', ')}`);
  const dist = path.join(REPO_ROOT, `mfe-${name}`, 'dist');
  const distServer = path.join(REPO_ROOT, `mfe-${name}`, 'dist-server');
  for (const file of [path.join(dist, 'remoteEntry.js'), path.join(dist, 'routes.json'), path.join(distServer, 'remoteEntry.js')]) {
    if (!fs.existsSync(file)) throw new Error(`mfe-${name} is not built (no ${path.relative(REPO_ROOT, file)})`);
  }
  copyOnce(dist, path.join(deployDir(), 'mfe', name, version));
  copyOnce(distServer, path.join(deployDir(), 'mfe-server', name, version));
}

/** Copies mfe-<name>/dist and dist-server to the versioned paths (once) and points the manifest at them (ending any canary). */
export function publish(name, version) {
  copyBuild(name, version);
  const manifest = readManifest();
  manifest.history ??= {};
  const current = manifest.mfes[name];
  const next = entryFor(name, version);
  if (current?.version === version && current.serverEntry && !current.canary) return current;
  const candidate = { ...manifest, mfes: { ...manifest.mfes, [name]: next } };
  assertNoConflicts(candidate);
  if (current && current.version !== version) manifest.history[name] = [...(manifest.history[name] ?? []), current.version];
  manifest.mfes[name] = next;
  writeManifest(manifest);
  return next;
}

/** Publishes a version as the canary of an MFE: `share` percent of visitors (1-99) get it, the rest keep the live one. */
export function publishCanary(name, version, share) {
  if (!Number.isInteger(share) || share < 1 || share > 99) throw new Error(`A canary share is a whole percentage from 1 to 99, not '${share}'`);
  copyBuild(name, version);
  const manifest = readManifest();
  const current = manifest.mfes[name];
  if (!current) throw new Error(`'${name}' has no live version to run a canary beside: ship it first`);
  if (current.version === version) throw new Error(`${version} is already the live version of '${name}'`);
  const canary = { ...entryFor(name, version), share };
  // Both versions are live at once: each must agree with the other MFEs' routes.
  assertNoConflicts({ ...manifest, mfes: { ...manifest.mfes, [name]: { ...canary } } });
  manifest.mfes[name] = { ...current, canary };
  writeManifest(manifest);
  return canary;
}

/** Makes the running canary the version for everyone. */
export function promote(name) {
  const manifest = readManifest();
  const current = manifest.mfes[name];
  if (!current?.canary) throw new Error(`'${name}' has no canary to promote`);
  const { share, ...next } = current.canary;
  manifest.history ??= {};
  manifest.history[name] = [...(manifest.history[name] ?? []), current.version];
  manifest.mfes[name] = next;
  writeManifest(manifest);
  return next;
}

/** Ends a running canary (everyone keeps the live version); without one, points back at the previous version. */
export function rollback(name) {
  const manifest = readManifest();
  const current = manifest.mfes[name];
  if (current?.canary) {
    const { canary, ...live } = current;
    manifest.mfes[name] = live;
    writeManifest(manifest);
    return live;
  }
  const previous = manifest.history?.[name]?.at(-1);
  if (!previous) throw new Error(`Nothing to roll back to for '${name}'`);
  const next = entryFor(name, previous);
  assertNoConflicts({ ...manifest, mfes: { ...manifest.mfes, [name]: next } });
  manifest.history[name].pop();
  manifest.mfes[name] = next;
  writeManifest(manifest);
  return next;
}
