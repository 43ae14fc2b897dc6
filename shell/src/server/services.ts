import {
  createStore,
  formatMoney,
  CURRENCIES,
  type CartSummary,
  type CurrencyState,
  type FlashMessage,
  type Platform,
  type SessionUser,
  type WidgetsApi,
} from '@sohnne/platform';
import type { ShellServices } from '../layout/context';
import { initialToasts } from '../platform/toasts';
import type { ShellRoutes } from '../routes';

const noop = () => {};
const unsubscribe = () => noop;

/** The platform as the server knows it for one request: read-only values, no side effects. */
export function serverPlatform({
  session,
  cart,
  wishlist,
  currency,
  widgets,
}: {
  session: SessionUser | null;
  cart: CartSummary;
  wishlist: string[];
  currency: CurrencyState;
  widgets: WidgetsApi;
}): Platform {
  return {
    session: {
      get: () => session,
      set: noop,
      refresh: async () => session,
      logout: async () => {},
      subscribe: unsubscribe,
    },
    currency: {
      get: () => currency,
      available: () => [...CURRENCIES],
      set: noop,
      format: (usd) => formatMoney(currency, usd),
      subscribe: unsubscribe,
    },
    cart: {
      get: () => cart,
      add: async () => {},
      refresh: async () => cart,
      subscribe: unsubscribe,
      applyCoupon: async () => ({ ok: false, message: 'Coupons are applied in the browser' }),
      clearCoupon: noop,
    },
    wishlist: {
      ids: () => wishlist,
      has: (id) => wishlist.includes(id),
      toggle: async () => false,
      refresh: async () => wishlist,
      subscribe: unsubscribe,
    },
    toasts: { show: noop, success: noop, error: noop },
    pageLoad: { start: noop, done: noop },
    analytics: { track: noop },
    chat: { open: async () => {} },
    widgets,
    navigation: { navigate: noop, setHead: noop, notFound: noop },
    fragments: { load: () => Promise.reject(new Error('fragments are mounted in the browser')) },
  };
}

interface ServerServicesInput {
  url: string;
  routes: ShellRoutes;
  platform: Platform;
  notFound: boolean;
  a11y: boolean;
  chatConfigured: boolean;
  regions: Record<string, string>;
  flash: FlashMessage | null;
  formToken: string;
}

/** The layout's services for one server render: the same stores the browser starts with, frozen. */
export function createServerServices({
  url,
  routes,
  platform,
  notFound,
  a11y,
  chatConfigured,
  regions,
  flash,
  formToken,
}: ServerServicesInput): ShellServices {
  const { pathname } = new URL(url, 'http://storefront.invalid');
  const path = url.startsWith('/') ? url : pathname;
  return {
    shell: {
      platform,
      toasts: { ...platform.toasts, list: createStore(initialToasts(flash)), dismiss: noop },
      pageLoad: {
        ...platform.pageLoad,
        overlay: createStore(false),
        isLoading: () => false,
        doneOn: () => true,
      },
      navigation: {
        ...platform.navigation,
        route: createStore({ path, pathname, notFound }),
        enter: noop,
        sync: noop,
      },
      currency: { ...platform.currency, load: async () => {} },
    },
    routes,
    mfes: { failures: createStore({}), retry: async () => {} },
    chat: {
      configured: chatConfigured,
      localOpen: createStore(false),
      open: async () => {},
      close: noop,
    },
    a11y: { enabled: createStore(a11y), toggle: noop },
    regions,
    formToken,
  };
}
