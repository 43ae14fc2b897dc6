import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** /mfe-manifest.json: which version of each MFE is live and where its remoteEntry.js is. */
export interface MfeManifest {
  mfes: Record<string, { version: string; entry: string }>;
}

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

export const MANIFEST_URL = '/mfe-manifest.json';

function parseManifest(body: unknown): MfeManifest {
  const mfes = (body as { mfes?: unknown } | null)?.mfes;
  if (!mfes || typeof mfes !== 'object') throw new Error(`${MANIFEST_URL} has no "mfes" object`);
  const valid: MfeManifest['mfes'] = {};
  for (const [name, value] of Object.entries(mfes as Record<string, unknown>)) {
    const { version, entry } = (value ?? {}) as Record<string, unknown>;
    if (typeof entry === 'string' && entry) valid[name] = { version: typeof version === 'string' ? version : '', entry };
    else console.error(`[shell] ${MANIFEST_URL}: "${name}" has no entry, skipped`);
  }
  return { mfes: valid };
}

export function createRemotes(runtime: FederationRuntime = { registerRemotes, loadRemote }, fetchImpl: typeof fetch = (...args) => fetch(...args)): Remotes {
  let manifestPromise: Promise<MfeManifest> | null = null;
  /** Remotes whose last load failed before any success: the runtime may hold the dead entry, so re-register them. */
  const failed = new Set<string>();
  const loaded = new Set<string>();

  const manifest = () => {
    manifestPromise ??= (async () => {
      const response = await fetchImpl(MANIFEST_URL, { cache: 'no-store', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
      const parsed = parseManifest(await response.json());
      runtime.registerRemotes(Object.entries(parsed.mfes).map(([name, { entry }]) => ({ name, entry })));
      return parsed;
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
      if (module === null || module === undefined) throw new Error(`${remote}/${expose} could not be loaded`);
      loaded.add(remote);
      return module;
    } catch (error) {
      if (!loaded.has(remote)) failed.add(remote);
      throw error;
    }
  };

  return { manifest, load };
}
