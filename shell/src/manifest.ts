import type { RouteMeta, RouteTable } from '@sohnne/platform';

/** /mfe-manifest.json: per MFE the live version, its browser entry, its server entry and its route list. */
export interface ManifestEntry {
  version: string;
  /** The browser remote's remoteEntry.js URL. */
  entry: string;
  /** The server remote's remoteEntry.js: a path inside the deploy folder or an http(s) URL; never served by the edge. */
  serverEntry?: string;
  routes: RouteMeta[];
}

/** A second version of an MFE that `share` percent of visitors get. */
export interface CanaryEntry extends ManifestEntry {
  share: number;
}

export interface MfeManifest {
  mfes: Record<string, ManifestEntry & { canary?: CanaryEntry }>;
}

export const MANIFEST_URL = '/mfe-manifest.json';
/** Where the shell reports an MFE that failed in the browser; the edge counts them per version. */
export const MFE_ERROR_BEACON = '/telemetry/mfe-error';

function parseRoutes(name: string, value: unknown): RouteMeta[] {
  if (!Array.isArray(value)) {
    console.error(`[shell] ${MANIFEST_URL}: "${name}" has no route list: it owns no page`);
    return [];
  }
  return value.filter((route): route is RouteMeta => {
    const ok = !!route && typeof route.path === 'string' && route.path.startsWith('/') && typeof route.title === 'string';
    if (!ok) console.error(`[shell] ${MANIFEST_URL}: "${name}" has an invalid route, skipped`, route);
    return ok;
  });
}

function parseEntry(name: string, value: unknown): ManifestEntry | null {
  const { version, entry, serverEntry, routes } = (value ?? {}) as Record<string, unknown>;
  if (typeof entry !== 'string' || !entry) return null;
  return {
    version: typeof version === 'string' ? version : '',
    entry,
    ...(typeof serverEntry === 'string' && serverEntry ? { serverEntry } : {}),
    routes: parseRoutes(name, routes),
  };
}

/** Keeps the entries that can be used: an MFE without a browser entry is skipped, one without a server entry renders in the browser. */
export function parseManifest(body: unknown): MfeManifest {
  const mfes = (body as { mfes?: unknown } | null)?.mfes;
  if (!mfes || typeof mfes !== 'object') throw new Error(`${MANIFEST_URL} has no "mfes" object`);
  const valid: MfeManifest['mfes'] = {};
  for (const [name, value] of Object.entries(mfes as Record<string, unknown>)) {
    const live = parseEntry(name, value);
    if (!live) {
      console.error(`[shell] ${MANIFEST_URL}: "${name}" has no entry, skipped`);
      continue;
    }
    const rawCanary = (value as { canary?: { share?: unknown } }).canary;
    const canary = rawCanary ? parseEntry(name, rawCanary) : null;
    const share = Number(rawCanary?.share);
    valid[name] = canary && Number.isInteger(share) && share > 0 && share < 100 ? { ...live, canary: { ...canary, share } } : live;
  }
  return { mfes: valid };
}

/** Every visitor's place in 0-99, kept in a cookie for a year: it decides which canaries he gets, the same on every visit. */
export const BUCKET_COOKIE = 'sohnne_bucket';

export function parseBucket(value: string | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

export function newBucket(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] % 100;
}

/** The MFE's offset, so one visitor is not in every MFE's canary at once. */
function offsetOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 100;
  return hash;
}

export function inCanary(bucket: number, name: string, share: number): boolean {
  return (bucket + offsetOf(name)) % 100 < share;
}

export const hasCanary = (manifest: MfeManifest) => Object.values(manifest.mfes).some((entry) => !!entry.canary);

/** The versions one visitor gets: each MFE's canary when his bucket falls in its share, else the live version. */
export function resolveManifest(manifest: MfeManifest, bucket: number | null): MfeManifest {
  const mfes: MfeManifest['mfes'] = {};
  for (const [name, { canary, ...live }] of Object.entries(manifest.mfes)) {
    if (canary && bucket !== null && inCanary(bucket, name, canary.share)) {
      const { share, ...chosen } = canary;
      mfes[name] = chosen;
    } else mfes[name] = live;
  }
  return { mfes };
}

export function routeTable(manifest: MfeManifest): RouteTable {
  return Object.fromEntries(Object.entries(manifest.mfes).map(([name, { routes }]) => [name, routes]));
}
