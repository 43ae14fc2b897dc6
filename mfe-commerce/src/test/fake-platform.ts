import type { CartSummary, CurrencyCode, CurrencyState, Platform, SessionUser } from '@sohnne/platform';

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

const CURRENCIES: Record<CurrencyCode, CurrencyState> = {
  USD: { code: 'USD', rate: 1, symbol: '$' },
  EUR: { code: 'EUR', rate: 0.5, symbol: '€' },
  GBP: { code: 'GBP', rate: 0.8, symbol: '£' },
};

/**
 * The shell's platform as a test double: every call is a jest.fn; currency formats as `EUR 12.34`
 * (so a test can tell a platform-formatted price from a raw number) and notifies on set().
 */
export function createFakePlatform() {
  const session = observable<SessionUser | null>(null);
  const currency = observable<CurrencyState>(CURRENCIES.USD);
  const cart = observable<CartSummary>({ count: 0, subtotal: 0 });
  const platform = {
    session: {
      get: session.get,
      set: jest.fn(session.set),
      refresh: jest.fn(async () => session.get()),
      logout: jest.fn(async () => session.set(null)),
      subscribe: session.subscribe,
    },
    currency: {
      get: currency.get,
      available: () => Object.keys(CURRENCIES) as CurrencyCode[],
      set: jest.fn((code: CurrencyCode) => currency.set(CURRENCIES[code])),
      format: (usd: number) => `${currency.get().code} ${(usd * currency.get().rate).toFixed(2)}`,
      subscribe: currency.subscribe,
    },
    cart: {
      get: cart.get,
      add: jest.fn(async () => undefined),
      refresh: jest.fn(async () => cart.get()),
      subscribe: cart.subscribe,
    },
    toasts: { show: jest.fn(), success: jest.fn(), error: jest.fn() },
    pageLoad: { start: jest.fn(), done: jest.fn() },
    analytics: { track: jest.fn() },
    navigation: { navigate: jest.fn(), setTitle: jest.fn(), notFound: jest.fn() },
    fragments: { load: jest.fn(() => Promise.reject(new Error('no fragments in tests'))) },
  } satisfies Platform;
  return platform;
}

export type FakePlatform = ReturnType<typeof createFakePlatform>;
