import type {
  AnalyticsApi,
  CartSummary,
  ChatApi,
  CurrencyCode,
  FragmentsApi,
  NavigationApi,
  PageLoadApi,
  Platform,
  SessionUser,
  ToastApi,
  WidgetsApi,
} from '../contract';
import { createCart } from './cart';
import { createCurrency, type LoadableCurrency, type Rates } from './currency';
import { createSession } from './session';
import type { ApiTransport } from './transport';
import { createWishlist } from './wishlist';

/** What a platform shows and does outside the shopper's own state: each host (shell, page server, dev, tests) has its own. */
export interface PlatformHost {
  toasts: ToastApi;
  pageLoad: PageLoadApi;
  analytics: AnalyticsApi;
  chat: ChatApi;
  widgets: WidgetsApi;
  navigation: NavigationApi;
  fragments: FragmentsApi;
}

/** The shopper's state a platform starts from: the page server's reading, so the browser's first render matches it. */
export interface ShopperStart {
  session: SessionUser | null;
  cart: CartSummary;
  wishlist: string[];
  currency: CurrencyCode;
  rates: Rates;
}

export const VISITOR_START: ShopperStart = {
  session: null,
  cart: { count: 0, subtotal: 0, coupon: null },
  wishlist: [],
  currency: 'USD',
  rates: {},
};

export interface PlatformWithCurrency extends Platform {
  currency: LoadableCurrency;
}

/**
 * The one implementation of the platform: the shopper's session, currency, cart and wishlist over a transport
 * (the browser's fetch, the page server's calls, a test's recording), with the host's toasts, navigation and
 * fragments. The shell, the page server, an MFE running alone and the tests' fake all create it here.
 */
export function createPlatform(
  transport: ApiTransport,
  host: PlatformHost,
  start: ShopperStart = VISITOR_START,
): PlatformWithCurrency {
  const session = createSession(transport, () => host.navigation.navigate('/'), start.session);
  const currency = createCurrency(transport, { code: start.currency, rates: start.rates });
  const cart = createCart(transport, host.toasts, host.analytics, start.cart);
  const wishlist = createWishlist(transport, session, host.navigation, host.toasts, start.wishlist);
  // A login, logout or register can change whose cart it is, and clears an applied coupon (the spec's rule).
  session.subscribe(() => {
    cart.clearCoupon();
    void cart.refresh();
  });
  return { ...host, session, currency, cart, wishlist };
}
