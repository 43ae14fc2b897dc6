// What `npm start` and `npm test` do before anything is installed: Node's own modules only, so both work
// on a fresh clone with no node_modules. Everything else is loaded with `import()` after `ensureInstalled`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
);
const LOCKFILE = path.join(REPO_ROOT, 'package-lock.json');
/** The hash of the package-lock.json that node_modules was installed from, and the Node that installed it. */
const INSTALLED_HASH = path.join(REPO_ROOT, 'node_modules', '.sohnne-lock-sha256');

/** A mistake of the person running the script: one sentence, exit code 2, never a stack trace. */
export class UsageError extends Error {}

/** Prints the sentence of a usage error (exit 2) or of any other failure (exit 1) and ends the process. */
export function exitWith(prefix, error) {
  console.error(`[${prefix}] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
}

// A package's install can depend on the Node it runs on (engines, optional platform packages): another Node installs again.
const installStamp = () =>
  `${createHash('sha256').update(fs.readFileSync(LOCKFILE)).digest('hex')} node ${process.version}`;

/** True when node_modules was installed from the package-lock.json there is now, on this Node. */
function isInstalled() {
  try {
    return fs.readFileSync(INSTALLED_HASH, 'utf8').trim() === installStamp();
  } catch {
    return false;
  }
}

/**
 * Installs the npm packages (`npm ci`) when there are none, or package-lock.json or Node changed since the
 * last install; a no-op otherwise. `--check-imports` stops the script here: a test runs that in a copy without
 * node_modules to prove nothing but Node's own modules was loaded before this point.
 */
export function ensureInstalled(log) {
  if (process.argv.includes('--check-imports')) {
    console.log('[bootstrap] reached the install step with only Node’s own modules loaded');
    process.exit(0);
  }
  if (isInstalled()) return;
  log('installing npm packages (npm ci: package-lock.json changed or nothing installed yet)...');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  fs.writeFileSync(INSTALLED_HASH, `${installStamp()}\n`);
}

/** The embedded database's binary, built once with Go — unless MONGODB_URI names a server. Needs the install. */
export async function ensureDatabase(log) {
  if (process.env.MONGODB_URI) return;
  const { default: embeddedDb } = await import('@sohnne/embedded-db');
  try {
    embeddedDb.ensureFerretDb({ log });
  } catch (error) {
    // The one failure here the person can fix: neither Go nor MONGODB_URI.
    if (/^No database:/.test(error.message)) throw new UsageError(error.message);
    throw error;
  }
}
