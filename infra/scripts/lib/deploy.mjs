// Publishing MFEs: a build is copied under /mfe/<name>/<version>/ (never overwritten) and the
// manifest is pointed at it. The manifest keeps each MFE's history so a rollback is one step.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** A short hash of a build's remoteEntry: the same build always gets the same version. */
export function buildHash(name) {
  const entry = path.join(REPO_ROOT, `mfe-${name}`, 'dist', 'remoteEntry.js');
  return createHash('sha256').update(fs.readFileSync(entry)).digest('hex').slice(0, 8);
}

/** Copies mfe-<name>/dist to the versioned path (once) and points the manifest at it. */
export function publish(name, version) {
  if (!MFES.includes(name)) throw new Error(`Unknown MFE '${name}': one of ${MFES.join(', ')}`);
  const dist = path.join(REPO_ROOT, `mfe-${name}`, 'dist');
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) throw new Error(`mfe-${name} is not built (no dist/remoteEntry.js)`);
  const target = path.join(deployDir(), 'mfe', name, version);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(dist, `${target}.tmp`, { recursive: true });
    fs.renameSync(`${target}.tmp`, target);
  }
  const manifest = readManifest();
  manifest.history ??= {};
  const current = manifest.mfes[name];
  if (current?.version === version) return manifest.mfes[name];
  if (current) manifest.history[name] = [...(manifest.history[name] ?? []), current.version];
  manifest.mfes[name] = { version, entry: `/mfe/${name}/${version}/remoteEntry.js` };
  writeManifest(manifest);
  return manifest.mfes[name];
}

/** Points the manifest back at the version live before the current one. */
export function rollback(name) {
  const manifest = readManifest();
  const previous = manifest.history?.[name]?.pop();
  if (!previous) throw new Error(`Nothing to roll back to for '${name}'`);
  manifest.mfes[name] = { version: previous, entry: `/mfe/${name}/${previous}/remoteEntry.js` };
  writeManifest(manifest);
  return manifest.mfes[name];
}
