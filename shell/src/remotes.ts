import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readCookie } from '@sohnne/platform';
import {
  BUCKET_COOKIE,
  hasCanary,
  MANIFEST_URL,
  newBucket,
  parseBucket,
  parseManifest,
  resolveManifest,
  type MfeManifest,
} from './manifest';

export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface Remotes {
  /** The manifest, fetched once; a failed fetch is tried again on the next call. */
  manifest(): Promise<MfeManifest>;
  /** Loads `<remote>/<expose>`; rejects when the manifest, the remote or the module is unavailable. */
  load<T>(remote: string, expose: string): Promise<T>;
}

/** The visitor's canary bucket, assigned here when the shell server did not (a browser-rendered page). */
function visitorBucket(manifest: MfeManifest): number | null {
  const known = parseBucket(readCookie(BUCKET_COOKIE));
  if (known !== null || !hasCanary(manifest)) return known;
  const bucket = newBucket();
  document.cookie = `${BUCKET_COOKIE}=${bucket}; path=/; max-age=31536000; SameSite=Lax`;
  return bucket;
}

const register = (runtime: FederationRuntime, manifest: MfeManifest) => {
  runtime.registerRemotes(
    Object.entries(manifest.mfes).map(([name, { entry }]) => ({ name, entry })),
  );
  return manifest;
};

/**
 * `initial`: the manifest the shell server rendered the page with (from the page's data block), so the
 * browser uses the same versions as the HTML it hydrates; without it the manifest is fetched.
 */
export function createRemotes(
  runtime: FederationRuntime = { registerRemotes, loadRemote },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  initial?: MfeManifest,
): Remotes {
  let manifestPromise: Promise<MfeManifest> | null = initial
    ? Promise.resolve(register(runtime, initial))
    : null;
  /** Remotes whose last load failed before any success: the runtime may hold the dead entry, so re-register them. */
  const failed = new Set<string>();
  const loaded = new Set<string>();

  const manifest = () => {
    manifestPromise ??= (async () => {
      const response = await fetchImpl(MANIFEST_URL, {
        cache: 'no-store',
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
      const published = parseManifest(await response.json());
      return register(runtime, resolveManifest(published, visitorBucket(published)));
    })().catch((error: unknown) => {
      manifestPromise = null;
      throw error;
    });
    return manifestPromise;
  };

  const load = async <T>(remote: string, expose: string): Promise<T> => {
    const { mfes } = await manifest();
    const info = mfes[remote];
    if (!info) throw new Error(`"${remote}" is not in ${MANIFEST_URL}`);
    if (failed.has(remote)) {
      runtime.registerRemotes([{ name: remote, entry: info.entry }], { force: true });
      failed.delete(remote);
    }
    try {
      const module = await runtime.loadRemote<T>(`${remote}/${expose}`);
      if (module === null || module === undefined)
        throw new Error(`${remote}/${expose} could not be loaded`);
      loaded.add(remote);
      return module;
    } catch (error) {
      if (!loaded.has(remote)) failed.add(remote);
      throw error;
    }
  };

  return { manifest, load };
}
