import {
  createStore,
  type AddToCartInput,
  type CartSummary,
  type CouponResult,
  type CurrencyCode,
  type CurrencyState,
  type FragmentName,
  type ParcelConfig,
  type Platform,
  type ProviderWidget,
  type ProviderWidgetName,
  type SessionUser,
} from '@sohnne/platform';

type Mocked<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : T[K];
};

/** The platform with every member a jest.fn (with a working implementation), so tests can assert calls and override any. */
export type FakePlatform = { [K in keyof Platform]: Mocked<Platform[K]> };

export interface FakePlatformOptions {
  /** Who is signed in (default: a visitor). */
  user?: SessionUser | null;
  /** Product ids on the wishlist at the start (default none). */
  wishlist?: string[];
  /** The currency chosen at the start (default USD). */
  currency?: CurrencyCode;
  /** Exchange rates from USD for currency.set() (default EUR 0.5, GBP 0.8). */
  rates?: Partial<Record<CurrencyCode, number>>;
  /** How currency.format() prints an amount (default: symbol and two decimals, e.g. €45.00). */
  format?: (amount: number, currency: CurrencyState) => string;
}

const SYMBOLS: Record<CurrencyCode, string> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * The shell's platform as a test double: the session, currency, cart and wishlist are observable like the shell's
 * (set() notifies subscribers), the rest only records calls. fragments.load rejects unless a test overrides it.
 */
export function createFakePlatform({
  user = null,
  wishlist: wishlistIds = [],
  currency: code = 'USD',
  rates = {},
  format,
}: FakePlatformOptions = {}): FakePlatform {
  const allRates: Record<CurrencyCode, number> = { USD: 1, EUR: 0.5, GBP: 0.8, ...rates };
  const stateOf = (next: CurrencyCode): CurrencyState => ({
    code: next,
    rate: allRates[next],
    symbol: SYMBOLS[next],
  });
  const session = createStore<SessionUser | null>(user);
  const currency = createStore<CurrencyState>(stateOf(code));
  const cart = createStore<CartSummary>({ count: 0, subtotal: 0, coupon: null });
  const wishlist = createStore<string[]>(wishlistIds);
  const setSession = jest.fn(session.set);
  return {
    session: {
      get: jest.fn(session.get),
      set: setSession,
      refresh: jest.fn(async () => session.get()),
      logout: jest.fn(async () => setSession(null)),
      subscribe: jest.fn(session.subscribe),
    },
    currency: {
      get: jest.fn(currency.get),
      available: jest.fn(() => Object.keys(allRates) as CurrencyCode[]),
      set: jest.fn((next: CurrencyCode) => currency.set(stateOf(next))),
      format: jest.fn((amount: number) => {
        const state = currency.get();
        return format
          ? format(amount, state)
          : `${state.symbol}${(amount * state.rate).toFixed(2)}`;
      }),
      subscribe: jest.fn(currency.subscribe),
    },
    cart: {
      get: jest.fn(cart.get),
      add: jest.fn<Promise<void>, [AddToCartInput]>(async () => undefined),
      refresh: jest.fn(async () => cart.get()),
      subscribe: jest.fn(cart.subscribe),
      applyCoupon: jest.fn<Promise<CouponResult>, [string]>(async (couponCode) => {
        cart.set({ ...cart.get(), coupon: couponCode });
        return { ok: true, code: couponCode, discount: 0 };
      }),
      clearCoupon: jest.fn(() => cart.set({ ...cart.get(), coupon: null })),
    },
    wishlist: {
      ids: jest.fn(wishlist.get),
      has: jest.fn((productId: string) => wishlist.get().includes(productId)),
      toggle: jest.fn(async ({ productId }: { productId: string; name?: string }) => {
        if (!session.get()) return false;
        const on = !wishlist.get().includes(productId);
        wishlist.set(
          on ? [...wishlist.get(), productId] : wishlist.get().filter((id) => id !== productId),
        );
        return on;
      }),
      refresh: jest.fn(async () => wishlist.get()),
      subscribe: jest.fn(wishlist.subscribe),
    },
    toasts: { show: jest.fn(), success: jest.fn(), error: jest.fn() },
    pageLoad: { start: jest.fn(), done: jest.fn() },
    analytics: { track: jest.fn() },
    chat: { open: jest.fn(async () => undefined) },
    widgets: { get: jest.fn<ProviderWidget | null, [ProviderWidgetName]>(() => null) },
    navigation: { navigate: jest.fn(), setHead: jest.fn(), notFound: jest.fn() },
    fragments: {
      load: jest.fn<Promise<ParcelConfig>, [FragmentName]>(() =>
        Promise.reject(new Error('no fragments in tests')),
      ),
    },
  };
}
