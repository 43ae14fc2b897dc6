import {
  apiFetch,
  createStore,
  formatMoney,
  formatTitle,
  type CartSummary,
  type CurrencyCode,
  type CurrencyState,
  type ParcelConfig,
  type Platform,
  type SessionUser,
  type ToastKind,
} from './index';

/**
 * The platform for an MFE running alone (npm run dev): the real API through the dev server's proxy,
 * toasts in the console and a small box on the page. In the storefront the shell provides the platform.
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
const SYMBOLS: Record<CurrencyCode, string> = { USD: '$', EUR: '€', GBP: '£' };
const USD: CurrencyState = { code: 'USD', rate: 1, symbol: '$' };

async function requestJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await apiFetch(path, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

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

export function createDevPlatform({ federation }: DevPlatformOptions = {}): Platform {
  const session = createStore<SessionUser | null>(null);
  const currency = createStore<CurrencyState>(USD);
  const cart = createStore<CartSummary>({ count: 0, subtotal: 0, coupon: null });
  const wishlist = createStore<{ product_id: string; wishlist_id: string }[]>([]);
  let rates: Partial<Record<CurrencyCode, number>> = { USD: 1 };
  let preferred: CurrencyCode = 'USD';

  // Until the rates are known, prices stay in USD.
  const applyCurrency = () => {
    const rate = rates[preferred];
    currency.set(rate ? { code: preferred, rate, symbol: SYMBOLS[preferred] } : USD);
  };
  const setCart = ({ count, subtotal }: Pick<CartSummary, 'count' | 'subtotal'>) =>
    cart.set({ count, subtotal, coupon: cart.get().coupon });
  const readWishlist = async () => {
    try {
      wishlist.set(
        (
          await requestJson<{ data: { product_id: string; wishlist_id: string }[] }>(
            '/api/wishlist/ids',
          )
        ).data,
      );
    } catch (error) {
      console.warn('[dev platform] wishlist', error);
    }
    return wishlist.get().map((entry) => entry.product_id);
  };

  const platform: Platform = {
    session: {
      get: session.get,
      set: session.set,
      subscribe: session.subscribe,
      refresh: async () => {
        try {
          session.set((await requestJson<{ user: SessionUser | null }>('/api/session')).user);
        } catch (error) {
          console.warn('[dev platform] session', error);
        }
        return session.get();
      },
      logout: async () => {
        await requestJson('/api/logout', { method: 'POST' }).catch((error) =>
          console.warn('[dev platform] logout', error),
        );
        session.set(null);
        navigate('/');
      },
    },
    currency: {
      get: currency.get,
      subscribe: currency.subscribe,
      available: () => ['USD', 'EUR', 'GBP'],
      set: (code) => {
        preferred = code;
        applyCurrency();
      },
      format: (usdAmount) => formatMoney(currency.get(), usdAmount),
    },
    cart: {
      get: cart.get,
      subscribe: cart.subscribe,
      refresh: async () => {
        try {
          setCart(await requestJson<CartSummary>('/api/cart'));
        } catch (error) {
          console.warn('[dev platform] cart', error);
        }
        return cart.get();
      },
      add: async ({ productId, variantId, quantity, name }) => {
        try {
          const body = JSON.stringify({ productId, variantId, quantity });
          setCart(await requestJson<CartSummary>('/api/cart/items', { method: 'POST', body }));
          showToast(name ? `${name} added to cart` : 'Added to cart', 'success');
        } catch (error) {
          console.warn('[dev platform] add to cart', error);
          showToast('Could not add to cart. Please try again.', 'error');
        }
      },
      applyCoupon: async (code) => {
        try {
          const body = await requestJson<{ code: string; discount: number }>(
            '/api/coupons/validate',
            { method: 'POST', body: JSON.stringify({ code }) },
          );
          cart.set({ ...cart.get(), coupon: body.code });
          return { ok: true, code: body.code, discount: body.discount };
        } catch (error) {
          return {
            ok: false,
            message: error instanceof Error ? error.message : 'This coupon could not be applied.',
          };
        }
      },
      clearCoupon: () => cart.set({ ...cart.get(), coupon: null }),
    },
    wishlist: {
      ids: () => wishlist.get().map((entry) => entry.product_id),
      has: (productId) => wishlist.get().some((entry) => entry.product_id === productId),
      subscribe: (listener) =>
        wishlist.subscribe((entries) => listener(entries.map((entry) => entry.product_id))),
      refresh: readWishlist,
      toggle: async ({ productId }) => {
        if (!session.get()) {
          navigate('/login');
          return false;
        }
        const entry = wishlist.get().find((item) => item.product_id === productId);
        try {
          if (entry) await requestJson(`/api/wishlist/${entry.wishlist_id}`, { method: 'DELETE' });
          else
            await requestJson('/api/wishlist', {
              method: 'POST',
              body: JSON.stringify({ product_id: productId }),
            });
        } catch (error) {
          console.warn('[dev platform] wishlist toggle', error);
        }
        return (await readWishlist()).includes(productId);
      },
    },
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
    fragments: {
      load: async (name) => {
        const [remote, fragment] = name.split('/');
        if (!federation) throw new Error(`No fragments when this MFE runs alone (${name})`);
        const { registerRemotes, loadRemote } = await federation();
        registerRemotes([{ name: remote, entry: `${DEV_REMOTES[remote]}/remoteEntry.js` }]);
        const module = await loadRemote<ParcelConfig & { default?: ParcelConfig }>(
          `${remote}/${fragment}`,
        );
        if (!module) throw new Error(`${remote}/${fragment} did not load`);
        return module.default ?? module;
      },
    },
  };

  requestJson<{ rates: Partial<Record<CurrencyCode, number>> }>('/api/currency/rates').then(
    (body) => {
      rates = { ...body.rates, USD: 1 };
      applyCurrency();
    },
    (error) => console.warn('[dev platform] currency rates', error),
  );
  void platform.session.refresh();
  void platform.cart.refresh();
  return platform;
}
