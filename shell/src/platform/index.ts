import {
  apiFetch,
  createPlatform,
  VISITOR_START,
  type FlashMessage,
  type LoadableCurrency,
  type Platform,
  type ShopperStart,
} from '@sohnne/platform';
import type { Remotes } from '../remotes';
import type { ShellRoutes } from '../routes';
import type { ChatWidget } from '../widgets/chat';
import { createAnalytics } from './analytics';
import { createFragments } from './fragments';
import { createNavigation, type ShellNavigation } from './navigation';
import { createPageLoad, type ShellPageLoad } from './page-load';
import { createToasts, type ShellToasts } from './toasts';
import { createWidgets } from './widgets';

/** The platform handed to every MFE, plus the shell-only handles its layout needs. */
export interface Shell {
  platform: Platform;
  toasts: ShellToasts;
  pageLoad: ShellPageLoad;
  navigation: ShellNavigation;
  currency: LoadableCurrency;
}

/** What the page started with: the shell server's values, so the browser's first render matches its HTML. */
export interface ShellInitial extends ShopperStart {
  notFound: boolean;
  /** A form's one-time message, already in the server's HTML as a toast. */
  flash?: FlashMessage;
}

const VISITOR_SHELL_START: ShellInitial = { ...VISITOR_START, notFound: false };

export function createShell(
  remotes: Remotes,
  routes: ShellRoutes,
  chat: Pick<ChatWidget, 'open'>,
  initial: ShellInitial = VISITOR_SHELL_START,
): Shell {
  const analytics = createAnalytics();
  const toasts = createToasts(undefined, initial.flash);
  const pageLoad = createPageLoad();
  const navigation = createNavigation(pageLoad, analytics, routes, initial.notFound);
  const platform = createPlatform(
    apiFetch,
    {
      toasts: { show: toasts.show, success: toasts.success, error: toasts.error },
      pageLoad: { start: pageLoad.start, done: pageLoad.done },
      analytics,
      chat: { open: chat.open },
      widgets: createWidgets(
        typeof window === 'undefined' ? {} : window.__SOHNNE_CONFIG__?.widgets,
      ),
      navigation: {
        navigate: navigation.navigate,
        setHead: navigation.setHead,
        notFound: navigation.notFound,
      },
      fragments: createFragments(remotes),
    },
    initial,
  );
  return { platform, toasts, pageLoad, navigation, currency: platform.currency };
}
