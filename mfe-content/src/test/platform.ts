import type { CurrencyState, Platform } from '@sohnne/platform';

/** A platform double: EUR at 0.9, everything else recorded by jest mocks. */
export function createTestPlatform(): Platform & { cart: { add: jest.Mock } } {
  const currency: CurrencyState = { code: 'EUR', rate: 0.9, symbol: '€' };
  const noop = () => () => {};
  return {
    session: { get: () => null, set: jest.fn(), refresh: jest.fn(async () => null), logout: jest.fn(async () => {}), subscribe: noop },
    currency: {
      get: () => currency,
      available: () => ['USD', 'EUR', 'GBP'],
      set: jest.fn(),
      format: (usd: number) => `€${(usd * currency.rate).toFixed(2)}`,
      subscribe: noop,
    },
    cart: { get: () => ({ count: 0, subtotal: 0 }), add: jest.fn(async () => {}), refresh: jest.fn(), subscribe: noop },
    toasts: { show: jest.fn(), success: jest.fn(), error: jest.fn() },
    pageLoad: { start: jest.fn(), done: jest.fn() },
    analytics: { track: jest.fn() },
    navigation: { navigate: jest.fn(), setTitle: jest.fn(), notFound: jest.fn() },
    fragments: { load: jest.fn() },
  };
}
