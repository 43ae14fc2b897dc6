import {
  apiFetch,
  createPlatform,
  formatTitle,
  type ParcelConfig,
  type Platform,
  type PlatformHost,
  type ToastKind,
} from './index';

/**
 * The platform for an MFE running alone (npm run dev): the platform's one implementation over the browser's
 * fetch (the dev server proxies the API), with a host of its own: toasts in the console and a small box on
 * the page, history navigation, fragments from the other MFEs' dev servers. In the storefront the shell
 * provides the platform.
 */

/** The part of the Module Federation runtime that loading a fragment needs. */
export interface DevFederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface DevPlatformOptions {
  /**
   * Loads the Module Federation runtime for fragments.load, e.g. `() => import('@module-federation/enhanced/runtime')`;
   * without it fragments.load rejects.
   */
  federation?: () => Promise<DevFederationRuntime>;
}

/** The MFEs' dev servers (npm run dev in each). */
const DEV_REMOTES: Record<string, string> = {
  catalog: 'http://localhost:4101',
  content: 'http://localhost:4102',
  account: 'http://localhost:4103',
  commerce: 'http://localhost:4104',
};

function showToast(message: string, kind: ToastKind = 'info') {
  console.info(`[toast:${kind}] ${message}`);
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.textContent = message;
  box.style.cssText = `position:fixed;top:16px;right:16px;z-index:1000;padding:12px 16px;border-radius:4px;color:#fff;background:${kind === 'error' ? '#A3261B' : '#1F1D1A'}`;
  document.body.append(box);
  setTimeout(() => box.remove(), 4000);
}

function navigate(path: string, options?: { replace?: boolean }) {
  window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', path);
  // single-spa and the routers follow popstate.
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function loadFragment(federation: DevPlatformOptions['federation']) {
  return async (name: string): Promise<ParcelConfig> => {
    const [remote, fragment] = name.split('/');
    if (!federation) throw new Error(`No fragments when this MFE runs alone (${name})`);
    const { registerRemotes, loadRemote } = await federation();
    registerRemotes([{ name: remote, entry: `${DEV_REMOTES[remote]}/remoteEntry.js` }]);
    const module = await loadRemote<ParcelConfig & { default?: ParcelConfig }>(
      `${remote}/${fragment}`,
    );
    if (!module) throw new Error(`${remote}/${fragment} did not load`);
    return module.default ?? module;
  };
}

const devHost = ({ federation }: DevPlatformOptions): PlatformHost => ({
  toasts: {
    show: showToast,
    success: (message) => showToast(message, 'success'),
    error: (message) => showToast(message, 'error'),
  },
  pageLoad: {
    start: () => console.debug('[page load] start'),
    done: () => console.debug('[page load] done'),
  },
  analytics: {
    track: (event, data) => {
      const w = window as unknown as { dataLayer?: unknown[] };
      (w.dataLayer ??= []).push({ event, ...data });
    },
  },
  widgets: { get: () => null },
  chat: {
    open: async () => showToast('The chat opens in the shop (the shell provides it).', 'info'),
  },
  navigation: {
    navigate,
    setHead: (head) => {
      document.title = formatTitle(head.title ?? '', head.exactTitle);
    },
    notFound: () =>
      showToast(
        `Not found: ${window.location.pathname} (the shell shows its 404 page here)`,
        'error',
      ),
  },
  fragments: { load: loadFragment(federation) },
});

export function createDevPlatform(options: DevPlatformOptions = {}): Platform {
  const platform = createPlatform(apiFetch, devHost(options));
  void platform.currency.load();
  void platform.session.refresh();
  void platform.cart.refresh();
  return platform;
}
