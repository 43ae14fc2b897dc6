import { apiFetch, type CartSummary, type CurrencyCode, type CurrencyState, type Platform, type SessionUser } from '@sohnne/platform';

/** A value with subscribers: the shape of the platform's observable parts. */
function observable<T>(initial: T) {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set: (next: T) => {
      value = next;
      listeners.forEach((listener) => listener(value));
    },
    subscribe: (listener: (value: T) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const SYMBOLS: Record<CurrencyCode, string> = { USD: '$', EUR: '€', GBP: '£' };

/** Just enough of the shell's platform to run this MFE alone in development (logs what the shell shows). */
export function createDevPlatform(): Platform {
  const session = observable<SessionUser | null>(null);
  const currency = observable<CurrencyState>({ code: 'USD', rate: 1, symbol: '$' });
  const cart = observable<CartSummary>({ count: 0, subtotal: 0 });
  const rates: Partial<Record<CurrencyCode, number>> = { USD: 1 };

  const readCart = async () => {
    const response = await apiFetch('/api/cart');
    if (!response.ok) throw new Error(`GET /api/cart: ${response.status}`);
    const { count, subtotal } = (await response.json()) as CartSummary;
    cart.set({ count, subtotal });
    return cart.get();
  };
  apiFetch('/api/currency/rates')
    .then((response) => response.json())
    .then((body: { rates: Record<CurrencyCode, number> }) => Object.assign(rates, body.rates))
    .catch((error) => console.warn('[dev platform] currency rates', error));

  const toast = (message: string, kind = 'info') => console.info(`[toast:${kind}] ${message}`);

  return {
    session: {
      ...session,
      refresh: async () => session.get(),
      logout: async () => session.set(null),
    },
    currency: {
      get: currency.get,
      subscribe: currency.subscribe,
      available: () => Object.keys(rates) as CurrencyCode[],
      set: (code) => currency.set({ code, rate: rates[code] ?? 1, symbol: SYMBOLS[code] }),
      format: (usd) => {
        const { code, rate } = currency.get();
        return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(usd * rate);
      },
    },
    cart: {
      get: cart.get,
      subscribe: cart.subscribe,
      refresh: readCart,
      add: async ({ productId, variantId, quantity }) => {
        const body = JSON.stringify({ productId, variantId, quantity });
        const response = await apiFetch('/api/cart/items', { method: 'POST', body });
        if (!response.ok) throw new Error(`POST /api/cart/items: ${response.status}`);
        await readCart();
      },
    },
    toasts: { show: toast, success: (message) => toast(message, 'success'), error: (message) => toast(message, 'error') },
    pageLoad: { start: () => undefined, done: () => console.info('[page load] done') },
    analytics: { track: (event, data) => console.info('[analytics]', event, data) },
    navigation: {
      navigate: (path, options) => {
        window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      setTitle: (title, options) => void (document.title = options?.exact ? title : `${title} | Sohnne`),
      notFound: () => console.warn('[navigation] not found', window.location.pathname),
    },
    fragments: { load: (remote, fragment) => Promise.reject(new Error(`No fragments when running alone (${remote}/${fragment})`)) },
  };
}
