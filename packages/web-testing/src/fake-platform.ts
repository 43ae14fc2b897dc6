import {
  createPlatform,
  type ApiTransport,
  type CurrencyCode,
  type CurrencyState,
  type FragmentName,
  type ParcelConfig,
  type Platform,
  type PlatformHost,
  type ProviderWidget,
  type ProviderWidgetName,
  type SessionUser,
} from '@sohnne/platform';

type Mocked<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : T[K];
};

/** The platform with every member a jest.fn (with a working implementation), so tests can assert calls and override any. */
export type FakePlatform = { [K in keyof Platform]: Mocked<Platform[K]> } & {
  /** The calls the platform made to the (recorded) services, in order: 'POST /api/cart/items'. */
  calls: string[];
};

export interface FakePlatformOptions {
  /** Who is signed in (default: a visitor). */
  user?: SessionUser | null;
  /** Product ids on the wishlist at the start (default none). */
  wishlist?: string[];
  /** The currency chosen at the start (default USD). */
  currency?: CurrencyCode;
  /** Exchange rates from USD (default EUR 0.5, GBP 0.8). */
  rates?: Partial<Record<CurrencyCode, number>>;
  /** How currency.format() prints an amount (default: the platform's own, e.g. €1,045.00). */
  format?: (amount: number, currency: CurrencyState) => string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The services the platform calls, answered from memory as they answer (session, cart, coupons, wishlist,
 * rates), every call recorded: the fake platform is the platform's one implementation over it.
 */
function recordedServices(
  { user, wishlist, rates }: Required<Pick<FakePlatformOptions, 'user' | 'wishlist' | 'rates'>>,
  calls: string[],
): ApiTransport {
  let signedIn = user;
  const cart = { lines: [] as unknown[], count: 0, subtotal: 0 };
  const entries = new Map(wishlist.map((id, i) => [id, `w${i + 1}`]));
  let nextEntry = entries.size + 1;
  return async (path, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push(`${method} ${path}`);
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    switch (`${method} ${path}`) {
      case 'GET /api/session':
        return json({ user: signedIn });
      case 'POST /api/logout':
        signedIn = null;
        return json({ success: true });
      case 'GET /api/cart':
        return json(cart);
      case 'POST /api/cart/items':
        cart.count += Number(body.quantity ?? 1);
        return json(cart);
      case 'POST /api/coupons/validate':
        return json({ code: body.code, discount: 0 });
      case 'GET /api/currency/rates':
        return json({ base: 'USD', rates });
      case 'GET /api/wishlist/ids':
        if (!signedIn) return json({ message: 'Unauthorized' }, 401);
        return json({
          data: [...entries].map(([product_id, wishlist_id]) => ({ product_id, wishlist_id })),
        });
      case 'POST /api/wishlist': {
        const wishlistId = `w${nextEntry++}`;
        entries.set(String(body.product_id), wishlistId);
        return json({ data: { wishlist_id: wishlistId } }, 201);
      }
    }
    const removed = method === 'DELETE' && /^\/api\/wishlist\/([^/]+)$/.exec(path)?.[1];
    if (removed) {
      for (const [productId, wishlistId] of entries)
        if (wishlistId === decodeURIComponent(removed)) entries.delete(productId);
      return json({ success: true });
    }
    return json({ message: 'Not Found' }, 404);
  };
}

/** Every function of an object a jest.fn calling it, so a test can assert and override each. */
function spied<T extends object>(api: T): Mocked<T> {
  return Object.fromEntries(
    Object.entries(api).map(([key, value]) => [
      key,
      typeof value === 'function' ? jest.fn(value as (...args: unknown[]) => unknown) : value,
    ]),
  ) as Mocked<T>;
}

/**
 * The platform's one implementation over recorded services (so the fake cannot drift from the shell's), with a
 * host that only records: toasts, page load, analytics, chat, navigation. fragments.load rejects unless a test
 * overrides it.
 */
export function createFakePlatform({
  user = null,
  wishlist = [],
  currency = 'USD',
  rates = {},
  format,
}: FakePlatformOptions = {}): FakePlatform {
  const calls: string[] = [];
  const allRates = { USD: 1, EUR: 0.5, GBP: 0.8, ...rates };
  const host: PlatformHost = {
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
  const platform = createPlatform(
    recordedServices({ user, wishlist, rates: allRates }, calls),
    host,
    {
      session: user,
      cart: { count: 0, subtotal: 0, coupon: null },
      wishlist,
      currency,
      rates: allRates,
    },
  );
  const { load: _load, ...currencyApi } = platform.currency;
  if (format) currencyApi.format = (amount) => format(amount, currencyApi.get());
  return {
    ...(host as FakePlatform),
    session: spied(platform.session),
    currency: spied(currencyApi),
    cart: spied(platform.cart),
    wishlist: spied(platform.wishlist),
    calls,
  };
}
