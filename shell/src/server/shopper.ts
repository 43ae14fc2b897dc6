import type { account, Cart, CurrencyRates, SessionResponse } from '@sohnne/contracts';
import type { CartSummary, SessionUser } from '@sohnne/platform';
import { cartSummaryOf, CART_PATH } from '../platform/cart';
import { ratesOf, RATES_PATH, type Rates } from '../platform/currency';
import { sessionUserOf, SESSION_PATH } from '../platform/session';
import { wishlistIdsOf, WISHLIST_IDS_PATH } from '../platform/wishlist';
import type { VisitorRequest } from './request';

/** A service's JSON answer to a GET with the visitor's cookie, or null when it failed, was slow or not 2xx. */
export type ServiceRead = <T>(apiPath: string, cookie?: string) => Promise<T | null>;

export function createServiceRead(
  apiUrl: (path: string) => string,
  timeoutMs: number,
): ServiceRead {
  return async <T>(apiPath: string, cookie?: string) => {
    try {
      const response = await fetch(apiUrl(apiPath), {
        headers: cookie ? { cookie } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok ? ((await response.json()) as T) : null;
    } catch {
      return null;
    }
  };
}

/** The exchange rates, read again after `ttlMs`; the last good ones (or none: USD only) while reads fail. */
export function cachedRates(
  read: ServiceRead,
  ttlMs: number,
  now = Date.now,
): () => Promise<Rates> {
  let rates: { at: number; value: Rates } | null = null;
  return async () => {
    if (rates && now() - rates.at < ttlMs) return rates.value;
    const value = ratesOf(await read<CurrencyRates>(RATES_PATH));
    if (value) rates = { at: now(), value };
    return rates?.value ?? {};
  };
}

/** What the layout and the regions show of this shopper: read from the services, as the browser would. */
export interface Shopper {
  session: SessionUser | null;
  cart: CartSummary;
  /** The cart could not be read: the browser reads it again. */
  cartUnavailable: boolean;
  wishlist: string[];
  rates: Rates;
}

type WishlistEntries = account.components['schemas']['WishlistEntriesDto'];

/** Only what the visitor's cookies say exists is read: an anonymous visitor costs no service call. */
export async function readShopper(
  request: VisitorRequest,
  read: ServiceRead,
  rates: () => Promise<Rates>,
): Promise<Shopper> {
  const { signedIn, hasCart, cookie } = request;
  const [session, cart, wishlist, rateTable] = await Promise.all([
    signedIn ? read<SessionResponse>(SESSION_PATH, cookie) : null,
    hasCart ? read<Cart>(CART_PATH, cookie) : null,
    signedIn ? read<WishlistEntries>(WISHLIST_IDS_PATH, cookie) : null,
    rates(),
  ]);
  const user = sessionUserOf(session);
  return {
    session: user,
    cart: cartSummaryOf(cart, request.coupon),
    cartUnavailable: hasCart && cart === null,
    wishlist: user ? wishlistIdsOf(wishlist) : [],
    rates: rateTable,
  };
}
