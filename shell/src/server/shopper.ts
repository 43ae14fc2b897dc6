import type { account, Cart, CurrencyRates, SessionResponse } from '@sohnne/contracts';
import {
  cartSummaryOf,
  CART_PATH,
  ratesOf,
  RATES_PATH,
  sessionUserOf,
  SESSION_PATH,
  wishlistIdsOf,
  WISHLIST_IDS_PATH,
  type ApiTransport,
  type CartSummary,
  type Rates,
  type SessionUser,
} from '@sohnne/platform';
import type { VisitorRequest } from './request';

/** A service's JSON answer to a GET with the visitor's cookie, or null when it failed, was slow or not 2xx. */
export type ServiceRead = <T>(apiPath: string, cookie?: string) => Promise<T | null>;

/** The page server's calls to the services, as the visitor (their cookie), each within `timeoutMs`. */
export function createServiceTransport(
  apiUrl: (path: string) => string,
  timeoutMs: number,
  cookie?: string,
): ApiTransport {
  return (apiPath, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    return fetch(apiUrl(apiPath), {
      ...init,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
  };
}

export function createServiceRead(
  apiUrl: (path: string) => string,
  timeoutMs: number,
): ServiceRead {
  return async <T>(apiPath: string, cookie?: string) => {
    try {
      const response = await createServiceTransport(apiUrl, timeoutMs, cookie)(apiPath);
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
