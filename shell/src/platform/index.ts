import type { Platform } from '@sohnne/platform';
import type { Remotes } from '../remotes';
import { createAnalytics } from './analytics';
import { createCart } from './cart';
import { createCurrency, type ShellCurrency } from './currency';
import { createFragments } from './fragments';
import { createNavigation, type ShellNavigation } from './navigation';
import { createPageLoad, type ShellPageLoad } from './page-load';
import { createSession } from './session';
import { createToasts, type ShellToasts } from './toasts';

/** The platform handed to every MFE, plus the shell-only handles its layout needs. */
export interface Shell {
  platform: Platform;
  toasts: ShellToasts;
  pageLoad: ShellPageLoad;
  navigation: ShellNavigation;
  currency: ShellCurrency;
}

export function createShell(remotes: Remotes): Shell {
  const analytics = createAnalytics();
  const toasts = createToasts();
  const pageLoad = createPageLoad();
  const navigation = createNavigation(pageLoad, analytics);
  const currency = createCurrency();
  const session = createSession(() => navigation.navigate('/'));
  const cart = createCart(toasts, analytics);
  const platform: Platform = {
    session,
    currency,
    cart,
    toasts: { show: toasts.show, success: toasts.success, error: toasts.error },
    pageLoad: { start: pageLoad.start, done: pageLoad.done },
    analytics,
    navigation: { navigate: navigation.navigate, setTitle: navigation.setTitle, notFound: navigation.notFound },
    fragments: createFragments(remotes),
  };
  // A login, logout or register can change whose cart it is.
  session.subscribe(() => void cart.refresh());
  return { platform, toasts, pageLoad, navigation, currency };
}
