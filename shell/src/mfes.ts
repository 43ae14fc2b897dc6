import {
  addErrorHandler,
  getAppNames,
  getAppStatus,
  registerApplication,
  triggerAppChange,
  unregisterApplication,
  type AppError,
  type LifeCycles,
} from 'single-spa';
import { createStore, type Platform, type Store } from '@sohnne/platform';

/** MFE name -> the page (pathname + search) on which it failed to load, bootstrap or mount. */
export type Failures = Readonly<Partial<Record<string, string>>>;

export interface MfeRegistryOptions {
  names: readonly string[];
  owner(pathname: string): string | null;
  load(name: string): Promise<LifeCycles>;
  platform: Platform;
  /** Called when the MFE that owns the current page failed (the page load is over). */
  onPageFailed(name: string): void;
  /** The version of an MFE this visitor runs (a canary's or the live one). */
  versionOf(name: string): string;
  /** Tells the edge, which counts failures per MFE version (so a bad canary shows). */
  report(failure: { mfe: string; version: string }): void;
}

export interface MfeRegistry {
  failures: Store<Failures>;
  /** 'Try again': lifts the failure and reroutes, which loads and mounts the MFE afresh. */
  retry(name: string): Promise<void>;
}

const currentPath = () => window.location.pathname + window.location.search;

/**
 * Registers every MFE with single-spa and keeps a broken one from taking anything else down.
 * A failed MFE is unregistered and registered again at once, as a fresh NOT_LOADED application
 * (single-spa would otherwise keep SKIP_BECAUSE_BROKEN forever); its activity function stays false on
 * the page where it failed, so it is not retried in a loop there. The next navigation (or 'Try
 * again') makes it active again and single-spa loads it anew; the remote itself is re-registered
 * with the Module Federation runtime by the loader (see remotes.ts).
 */
export function registerMfes(options: MfeRegistryOptions): MfeRegistry {
  const { names, owner, load, platform, onPageFailed, versionOf, report } = options;
  const failures = createStore<Failures>({});
  const resets = new Map<string, Promise<void>>();

  const register = (name: string) =>
    registerApplication({
      name,
      app: () => load(name),
      activeWhen: (location) =>
        owner(location.pathname) === name &&
        failures.get()[name] !== location.pathname + location.search,
      customProps: { platform },
    });

  const reset = (name: string) => {
    const job = (resets.get(name) ?? Promise.resolve())
      .then(async () => {
        if (getAppNames().includes(name)) await unregisterApplication(name);
        register(name);
      })
      .catch((error: unknown) => console.error(`[shell] could not reset MFE "${name}"`, error));
    resets.set(name, job);
    return job;
  };

  addErrorHandler((error: AppError) => {
    const name = error.appOrParcelName as string;
    if (!names.includes(name)) {
      console.error(`[shell] parcel "${error.appOrParcelName}" failed`, error);
      return;
    }
    const status = getAppStatus(name);
    const path = currentPath();
    console.error(`[shell] MFE "${name}" failed (${status})`, error);
    const version = versionOf(name);
    platform.analytics.track('mfe_error', {
      mfe: name,
      version,
      status,
      message: error.message,
      page_path: path,
    });
    report({ mfe: name, version });
    failures.set({ ...failures.get(), [name]: path });
    if (owner(window.location.pathname) === name) onPageFailed(name);
    void reset(name);
  });

  // A navigation to another page lifts the failures recorded on earlier pages.
  window.addEventListener('single-spa:before-routing-event', () => {
    const path = currentPath();
    const current = failures.get();
    const kept = Object.fromEntries(
      Object.entries(current).filter(([, failedAt]) => failedAt === path),
    );
    if (Object.keys(kept).length !== Object.keys(current).length) failures.set(kept);
  });

  for (const name of names) register(name);

  return {
    failures,
    retry: async (name) => {
      await resets.get(name);
      const rest = { ...failures.get() };
      delete rest[name];
      failures.set(rest);
      platform.pageLoad.start();
      await triggerAppChange();
    },
  };
}
