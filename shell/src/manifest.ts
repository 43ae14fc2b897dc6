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

// Checked by hand, not with a schema library: this file is in the browser's first script (zod alone
// would add 13 KB gzip to every page) and the shape is five fields.
type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };
const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refused = <T>(problem: string): Checked<T> => ({ ok: false, problem });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkRoute(at: string, value: unknown): Checked<RouteMeta> {
  if (!isObject(value)) return refused(`${at}: expected an object`);
  if (typeof value.path !== 'string') return refused(`${at}.path: expected a string`);
  if (!value.path.startsWith('/')) return refused(`${at}.path: expected a path starting with /`);
  if (typeof value.title !== 'string') return refused(`${at}.title: expected a string`);
  // a route's other fields (exactTitle, fallback, personal, action) are the platform's: kept as published
  return ok(value as unknown as RouteMeta);
}

const ENTRY_PROBLEM = 'expected the URL of the browser remote entry';

function checkEntry(
  at: string,
  value: unknown,
): Checked<Omit<ManifestEntry, 'routes'> & { routes: unknown }> {
  if (!isObject(value)) return refused(`${at}: expected an object`);
  if (typeof value.entry !== 'string' || !value.entry)
    return refused(`${at}.entry: ${ENTRY_PROBLEM}`);
  return ok({
    // a missing version still loads (it is only shown and keyed on)
    version: typeof value.version === 'string' ? value.version : '',
    entry: value.entry,
    // without a usable server entry the MFE renders in the browser
    ...(typeof value.serverEntry === 'string' && value.serverEntry
      ? { serverEntry: value.serverEntry }
      : {}),
    routes: value.routes,
  });
}

/** A canary's share of visitors, in percent: a whole number from 1 to 99 (a numeric string too). */
function checkShare(at: string, value: unknown): Checked<number> {
  const share = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof share !== 'number' || !Number.isInteger(share))
    return refused(`${at}: expected a whole number`);
  if (share < 1 || share > 99) return refused(`${at}: expected a share from 1 to 99`);
  return ok(share);
}

function parseRoutes(source: string, at: string, value: unknown): RouteMeta[] {
  if (!Array.isArray(value)) {
    console.error(`[shell] ${source}: ${at}: no route list: it owns no page`);
    return [];
  }
  return value.flatMap((route, index) => {
    const checked = checkRoute(`${at}[${index}]`, route);
    if (checked.ok) return [checked.value];
    console.error(`[shell] ${source}: ${checked.problem}: route skipped`);
    return [];
  });
}

function parseEntry(source: string, at: string, value: unknown): ManifestEntry | null {
  const checked = checkEntry(at, value);
  if (!checked.ok) {
    console.error(`[shell] ${source}: ${checked.problem}: skipped`);
    return null;
  }
  const { routes, ...entry } = checked.value;
  return { ...entry, routes: parseRoutes(source, `${at}.routes`, routes) };
}

function parseCanary(source: string, at: string, value: unknown): CanaryEntry | null {
  const entry = parseEntry(source, at, value);
  const share = checkShare(`${at}.share`, (value as { share?: unknown } | null)?.share);
  if (!share.ok) console.error(`[shell] ${source}: ${share.problem}: skipped`);
  return entry && share.ok ? { ...entry, share: share.value } : null;
}

/**
 * The manifest read from `source` (its URL or file, named in every message). A document without an `mfes`
 * object is refused; inside it an MFE without a browser entry is skipped, one without a server entry renders
 * in the browser, a bad route or canary is dropped, each named by its field.
 */
export function parseManifest(body: unknown, source: string = MANIFEST_URL): MfeManifest {
  if (!isObject(body) || !isObject(body.mfes))
    throw new Error(`${source}: mfes: expected an object of MFEs by name`);
  const valid: MfeManifest['mfes'] = {};
  for (const [name, value] of Object.entries(body.mfes)) {
    const live = parseEntry(source, `mfes.${name}`, value);
    if (!live) continue;
    const rawCanary = (value as { canary?: unknown }).canary;
    const canary =
      rawCanary === undefined ? null : parseCanary(source, `mfes.${name}.canary`, rawCanary);
    valid[name] = canary ? { ...live, canary } : live;
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

export const hasCanary = (manifest: MfeManifest) =>
  Object.values(manifest.mfes).some((entry) => !!entry.canary);

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
  return Object.fromEntries(
    Object.entries(manifest.mfes).map(([name, { routes }]) => [name, routes]),
  );
}
