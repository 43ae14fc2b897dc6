import type { Platform, SessionUser } from '@sohnne/platform';

/** A platform whose every call is a jest mock; the session is observable like the shell's. */
export function createFakePlatform(user: SessionUser | null = null): Platform {
  let current = user;
  const listeners = new Set<(user: SessionUser | null) => void>();
  const setSession = jest.fn((next: SessionUser | null) => {
    current = next;
    listeners.forEach((listener) => listener(next));
  });
  const summary = { count: 0, subtotal: 0 };
  return {
    session: {
      get: () => current,
      set: setSession,
      refresh: jest.fn(async () => current),
      logout: jest.fn(async () => setSession(null)),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
    currency: {
      get: () => ({ code: 'USD', rate: 1, symbol: '$' }),
      available: () => ['USD'],
      set: jest.fn(),
      format: (amount) => `$${amount.toFixed(2)}`,
      subscribe: () => () => undefined,
    },
    cart: {
      get: () => summary,
      add: jest.fn(async () => undefined),
      refresh: jest.fn(async () => summary),
      subscribe: () => () => undefined,
    },
    toasts: { show: jest.fn(), success: jest.fn(), error: jest.fn() },
    pageLoad: { start: jest.fn(), done: jest.fn() },
    analytics: { track: jest.fn() },
    navigation: { navigate: jest.fn(), setTitle: jest.fn(), notFound: jest.fn() },
    fragments: { load: jest.fn(() => Promise.reject(new Error('no fragments in tests'))) },
  };
}
