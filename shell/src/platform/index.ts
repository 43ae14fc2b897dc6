import type {
  CartSummary,
  CurrencyCode,
  FlashMessage,
  Platform,
  SessionUser,
} from '@sohnne/platform';
import type { Remotes } from '../remotes';
import type { ShellRoutes } from '../routes';
import type { ChatWidget } from '../widgets/chat';
import { createAnalytics } from './analytics';
import { createCart } from './cart';
import { createCurrency, type ShellCurrency } from './currency';
import { createFragments } from './fragments';
import { createNavigation, type ShellNavigation } from './navigation';
import { createPageLoad, type ShellPageLoad } from './page-load';
import { createSession } from './session';
import { createToasts, type ShellToasts } from './toasts';
import { createWidgets } from './widgets';
import { createWishlist } from './wishlist';

/** The platform handed to every MFE, plus the shell-only handles its layout needs. */
export interface Shell {
  platform: Platform;
  toasts: ShellToasts;
  pageLoad: ShellPageLoad;
  navigation: ShellNavigation;
  currency: ShellCurrency;
}

/** What the page started with: the shell server's values, so the browser's first render matches its HTML. */
export interface ShellInitial {
  session: SessionUser | null;
  cart: CartSummary;
  wishlist: string[];
  currency: CurrencyCode;
  rates: Partial<Record<CurrencyCode, number>>;
  notFound: boolean;
  /** A form's one-time message, already in the server's HTML as a toast. */
  flash?: FlashMessage;
}

export const VISITOR_START: ShellInitial = {
  session: null,
  cart: { count: 0, subtotal: 0, coupon: null },
  wishlist: [],
  currency: 'USD',
  rates: {},
  notFound: false,
};

export function createShell(
  remotes: Remotes,
  routes: ShellRoutes,
  chat: Pick<ChatWidget, 'open'>,
  initial: ShellInitial = VISITOR_START,
): Shell {
  const analytics = createAnalytics();
  const toasts = createToasts(undefined, initial.flash);
  const pageLoad = createPageLoad();
  const navigation = createNavigation(pageLoad, analytics, routes, initial.notFound);
  const currency = createCurrency({ code: initial.currency, rates: initial.rates });
  const session = createSession(() => navigation.navigate('/'), initial.session);
  const cart = createCart(toasts, analytics, initial.cart);
  const wishlist = createWishlist(session, navigation, toasts, initial.wishlist);
  const platform: Platform = {
    session,
    currency,
    cart,
    wishlist,
    toasts: { show: toasts.show, success: toasts.success, error: toasts.error },
    pageLoad: { start: pageLoad.start, done: pageLoad.done },
    analytics,
    chat: { open: chat.open },
    widgets: createWidgets(typeof window === 'undefined' ? {} : window.__SOHNNE_CONFIG__?.widgets),
    navigation: {
      navigate: navigation.navigate,
      setHead: navigation.setHead,
      notFound: navigation.notFound,
    },
    fragments: createFragments(remotes),
  };
  // A login, logout or register can change whose cart it is, and clears an applied coupon (the spec's rule).
  session.subscribe(() => {
    cart.clearCoupon();
    void cart.refresh();
  });
  return { platform, toasts, pageLoad, navigation, currency };
}
