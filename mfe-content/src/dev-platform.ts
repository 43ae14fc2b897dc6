// A small platform for running this MFE alone (npm run dev): the real APIs through the dev server proxy.
// In the composed storefront the shell provides the platform instead.
import { navigateToUrl } from 'single-spa';
import { apiFetch, type CartSummary, type CurrencyCode, type CurrencyState, type ParcelConfig, type Platform, type SessionUser } from '@sohnne/platform';

const SYMBOLS: Record<CurrencyCode, string> = { USD: '$', EUR: '€', GBP: '£' };
const DEV_REMOTES: Record<string, string> = {
  catalog: 'http://localhost:4101',
  content: 'http://localhost:4102',
  account: 'http://localhost:4103',
  commerce: 'http://localhost:4104',
};

function observable<T>(initial: T) {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener(value));
    },
    subscribe(listener: (value: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await apiFetch(path, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export function createDevPlatform(): Platform {
  const session = observable<SessionUser | null>(null);
  const currency = observable<CurrencyState>({ code: 'USD', rate: 1, symbol: '$' });
  const cart = observable<CartSummary>({ count: 0, subtotal: 0 });
  let rates: Record<string, number> = { USD: 1 };
  json<{ rates: Record<string, number> }>('/api/currency/rates').then((r) => (rates = r.rates), console.warn);
  const toast = (message: string, kind = 'info') => console.info(`[toast:${kind}] ${message}`);

  return {
    session: {
      ...session,
      refresh: async () => {
        session.set((await json<{ user: SessionUser | null }>('/api/session')).user);
        return session.get();
      },
      logout: async () => {
        await json('/api/logout', { method: 'POST' });
        session.set(null);
        navigateToUrl('/');
      },
    },
    currency: {
      get: currency.get,
      subscribe: currency.subscribe,
      available: () => ['USD', 'EUR', 'GBP'],
      set: (code) => currency.set({ code, rate: rates[code] ?? 1, symbol: SYMBOLS[code] }),
      format: (usd) => {
        const { code, rate } = currency.get();
        return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(usd * rate);
      },
    },
    cart: {
      get: cart.get,
      subscribe: cart.subscribe,
      add: async (input) => {
        const { count, subtotal } = await json<CartSummary>('/api/cart/items', {
          method: 'POST',
          body: JSON.stringify({ productId: input.productId, variantId: input.variantId, quantity: input.quantity }),
        });
        cart.set({ count, subtotal });
        toast(`${input.name ?? 'Item'} added to cart`, 'success');
      },
      refresh: async () => {
        const { count, subtotal } = await json<CartSummary>('/api/cart');
        cart.set({ count, subtotal });
        return cart.get();
      },
    },
    toasts: { show: toast, success: (m) => toast(m, 'success'), error: (m) => toast(m, 'error') },
    pageLoad: { start: () => console.debug('[pageLoad] start'), done: () => console.debug('[pageLoad] done') },
    analytics: {
      track: (event, data) => {
        const w = window as unknown as { dataLayer?: unknown[] };
        (w.dataLayer ??= []).push({ event, ...data });
      },
    },
    navigation: {
      navigate: (path) => navigateToUrl(path),
      setTitle: (title, options) => (document.title = options?.exact ? title : `${title} | Sohnne`),
      notFound: () => toast(`404: ${location.pathname}`, 'error'),
    },
    fragments: {
      load: async (remote, fragment) => {
        const { loadRemote, registerRemotes } = await import('@module-federation/enhanced/runtime');
        registerRemotes([{ name: remote, entry: `${DEV_REMOTES[remote]}/remoteEntry.js` }]);
        const module = await loadRemote<ParcelConfig & { default?: ParcelConfig }>(`${remote}/${fragment}`);
        if (!module) throw new Error(`${remote}/${fragment} did not load`);
        return module.default ?? module;
      },
    },
  };
}
