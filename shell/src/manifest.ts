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

export interface MfeManifest {
  mfes: Record<string, ManifestEntry>;
}

export const MANIFEST_URL = '/mfe-manifest.json';

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

/** Keeps the entries that can be used: an MFE without a browser entry is skipped, one without a server entry renders in the browser. */
export function parseManifest(body: unknown): MfeManifest {
  const mfes = (body as { mfes?: unknown } | null)?.mfes;
  if (!mfes || typeof mfes !== 'object') throw new Error(`${MANIFEST_URL} has no "mfes" object`);
  const valid: MfeManifest['mfes'] = {};
  for (const [name, value] of Object.entries(mfes as Record<string, unknown>)) {
    const { version, entry, serverEntry, routes } = (value ?? {}) as Record<string, unknown>;
    if (typeof entry !== 'string' || !entry) {
      console.error(`[shell] ${MANIFEST_URL}: "${name}" has no entry, skipped`);
      continue;
    }
    valid[name] = {
      version: typeof version === 'string' ? version : '',
      entry,
      ...(typeof serverEntry === 'string' && serverEntry ? { serverEntry } : {}),
      routes: parseRoutes(name, routes),
    };
  }
  return { mfes: valid };
}

export function routeTable(manifest: MfeManifest): RouteTable {
  return Object.fromEntries(Object.entries(manifest.mfes).map(([name, { routes }]) => [name, routes]));
}
