import {
  createPlatform,
  createStore,
  type ApiTransport,
  type FlashMessage,
  type Platform,
  type PlatformHost,
  type ShopperStart,
  type WidgetsApi,
} from '@sohnne/platform';
import type { ShellServices } from '../layout/context';
import { initialToasts } from '../platform/toasts';
import type { ShellRoutes } from '../routes';

const noop = () => {};

/** A render shows, tracks and navigates nothing; fragments mount in the browser. */
const serverHost = (widgets: WidgetsApi): PlatformHost => ({
  toasts: { show: noop, success: noop, error: noop },
  pageLoad: { start: noop, done: noop },
  analytics: { track: noop },
  chat: { open: async () => {} },
  widgets,
  navigation: { navigate: noop, setHead: noop, notFound: noop },
  fragments: { load: () => Promise.reject(new Error('fragments are mounted in the browser')) },
});

/**
 * The platform as the server knows it for one render: the platform's one implementation over the page
 * server's calls (`transport`), started from what the page server read of this shopper.
 */
export function serverPlatform(
  transport: ApiTransport,
  start: ShopperStart,
  widgets: WidgetsApi,
): Platform {
  return createPlatform(transport, serverHost(widgets), start);
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
