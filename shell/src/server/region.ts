import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Platform } from '@sohnne/platform';
import type { RegionHtml, RenderFunction, RenderResult } from '@sohnne/platform/src/server';
import type { ManifestEntry } from '../manifest';

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** An MFE's server render function, as the federation runtime loads it from the server entry. */
export type RenderLoader = (name: string, serverEntry: string) => Promise<RenderFunction>;

/** Server entry per MFE as registered with the federation runtime: re-registered only when it changes. */
export function federationLoader(): RenderLoader {
  const registered = new Map<string, string>();
  return async (name, serverEntry) => {
    const previous = registered.get(name);
    if (previous !== serverEntry) {
      // `force` drops the previous version's module, container and share-scope entries.
      registerRemotes([{ name, entry: serverEntry }], { force: previous !== undefined });
      registered.set(name, serverEntry);
    }
    const module = await loadRemote<{ render?: RenderFunction }>(`${name}/server`);
    if (typeof module?.render !== 'function')
      throw new Error(`${name}/server has no render function`);
    return module.render;
  };
}

export interface RegionRequest {
  mfe: string;
  entry: ManifestEntry;
  url: string;
  cookie: string | undefined;
  /** A form posted to the page, from the shop itself: the page's action runs first. */
  form?: URLSearchParams;
  /** What the region's forms hold in their hidden token field. */
  formToken: string;
  platform: Platform;
}

export interface RegionOptions {
  load: RenderLoader;
  apiUrl(path: string): string;
  timeoutMs: number;
  /** A region left to the browser: why, with the MFE and version. */
  fellBack(fields: Record<string, unknown>): void;
}

/**
 * The owning MFE's region once its data has settled (status, head, redirect), or null when it could not be
 * loaded or its data failed: then the browser renders it.
 */
export async function loadRegion(
  { mfe, entry, url, cookie, form, formToken, platform }: RegionRequest,
  { load, apiUrl, timeoutMs, fellBack }: RegionOptions,
): Promise<RenderResult | null> {
  try {
    if (!entry.serverEntry) throw new Error(`${mfe} has no server entry in the manifest`);
    const render = await withTimeout(
      load(mfe, entry.serverEntry),
      timeoutMs,
      `loading ${mfe}/server`,
    );
    return await withTimeout(
      render({
        url,
        cookie,
        form,
        formToken,
        platform,
        api: { url: apiUrl, timeoutMs: timeoutMs - 500 },
      }),
      timeoutMs,
      `loading ${url}`,
    );
  } catch (error) {
    fellBack({ mfe, version: entry.version, url, error: String(error) });
    return null;
  }
}

/** The region's HTML, or null when it failed after the head was sent: then the browser renders it. */
export async function regionHtml(
  region: RenderResult,
  { mfe, entry, url }: Pick<RegionRequest, 'mfe' | 'entry' | 'url'>,
  { timeoutMs, fellBack }: Pick<RegionOptions, 'timeoutMs' | 'fellBack'>,
): Promise<RegionHtml | null> {
  if (!region.html) return null;
  try {
    return await withTimeout(region.html(), timeoutMs, `rendering ${url}`);
  } catch (error) {
    fellBack({ mfe, version: entry.version, url, error: String(error) });
    return null;
  }
}
