import { apiFetch, type CartSummary, type Platform, type SessionUser, type ToastKind } from '@sohnne/platform';

/** A minimal platform for running this MFE alone (npm run dev); the shell provides the real one. */

function observable<T>(initial: T) {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener(next));
    },
    subscribe(listener: (value: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const session = observable<SessionUser | null>(null);
const cart = observable<CartSummary>({ count: 0, subtotal: 0 });
const usd = { code: 'USD', rate: 1, symbol: '$' } as const;

function navigate(path: string, options?: { replace?: boolean }) {
  window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function toast(message: string, kind: ToastKind = 'info') {
  const el = document.createElement('div');
  el.setAttribute('role', 'status');
  el.textContent = message;
  el.style.cssText = `position:fixed;top:16px;right:16px;padding:12px 16px;border-radius:4px;color:#fff;background:${kind === 'error' ? '#A3261B' : '#1F1D1A'}`;
  document.body.append(el);
  setTimeout(() => el.remove(), 4000);
}

async function refreshCart(): Promise<CartSummary> {
  const res = await apiFetch('/api/cart');
  if (res.ok) {
    const { count, subtotal } = (await res.json()) as CartSummary;
    cart.set({ count, subtotal });
  }
  return cart.get();
}

export const devPlatform: Platform = {
  session: {
    ...session,
    async refresh() {
      const res = await apiFetch('/api/session').catch(() => null);
      session.set(res?.ok ? ((await res.json()) as { user: SessionUser | null }).user : null);
      return session.get();
    },
    async logout() {
      await apiFetch('/api/logout', { method: 'POST' });
      session.set(null);
      navigate('/');
    },
  },
  currency: {
    get: () => usd,
    available: () => ['USD'],
    set: () => undefined,
    format: (amount) => `$${amount.toFixed(2)}`,
    subscribe: () => () => undefined,
  },
  cart: {
    get: cart.get,
    subscribe: cart.subscribe,
    async add({ productId, variantId, quantity }) {
      await apiFetch('/api/cart/items', { method: 'POST', body: JSON.stringify({ productId, variantId, quantity }) });
      await refreshCart();
    },
    refresh: refreshCart,
  },
  toasts: {
    show: toast,
    success: (message) => toast(message, 'success'),
    error: (message) => toast(message, 'error'),
  },
  pageLoad: { start: () => undefined, done: () => undefined },
  analytics: { track: (event, data) => console.debug('[analytics]', event, data) },
  navigation: {
    navigate,
    setTitle: (title, options) => {
      document.title = options?.exact ? title : `${title} | Sohnne`;
    },
    notFound: () => toast('Not found (the shell shows its 404 page here)', 'error'),
  },
  fragments: { load: () => Promise.reject(new Error('Fragments are loaded by the shell')) },
};
