import { navigateToUrl } from 'single-spa';
import { createStore, type AnalyticsApi, type NavigationApi, type Store } from '@sohnne/platform';
import type { ShellPageLoad } from './page-load';
import { matchRoute, NOT_FOUND_TITLE } from '../routes';

export interface RouteState {
  /** pathname + search of the current page. */
  path: string;
  pathname: string;
  /** Set by notFound(): the 404 page replaces the current MFE until the next navigation. */
  notFound: boolean;
}

export interface ShellNavigation extends NavigationApi {
  route: Store<RouteState>;
  /** Flags the load of the page now shown: overlay, default title, page_view (used for the first page). */
  enter(): void;
  /** Picks up a URL change: resets not-found; a new pathname is a new page load; always a page_view. */
  sync(): void;
}

const TITLE_SUFFIX = ' | Sohnne';

function current(): Pick<RouteState, 'path' | 'pathname'> {
  return { path: window.location.pathname + window.location.search, pathname: window.location.pathname };
}

export function createNavigation(pageLoad: ShellPageLoad, analytics: AnalyticsApi): ShellNavigation {
  const route = createStore<RouteState>({ ...current(), notFound: false });
  /** The page whose title was set last (by an MFE or by the shell). */
  let titledPath: string | null = null;
  /** The page on which notFound() was called, possibly just before the shell saw the URL change. */
  let notFoundPath: string | null = null;

  const setTitle: NavigationApi['setTitle'] = (title, options) => {
    document.title = options?.exact ? title : `${title}${TITLE_SUFFIX}`;
    titledPath = current().path;
  };

  // The routing event reaches the shell a little after the URL changed, so the new page may already
  // have set its title, reported done() or called notFound(): those are kept, not overwritten.
  const enter = (newPathname = true) => {
    const { path, pathname } = route.get();
    const match = matchRoute(pathname);
    if (newPathname && !match) {
      setTitle(NOT_FOUND_TITLE);
      pageLoad.done();
    } else if (newPathname && match) {
      if (titledPath !== path) setTitle(match.title, { exact: match.exactTitle });
      if (!pageLoad.doneOn(path)) pageLoad.start();
    }
    analytics.track('page_view', { page_path: path, page_title: document.title });
  };

  return {
    route,
    enter: () => enter(),
    setTitle,
    navigate: (path, options) => {
      if (options?.replace) window.history.replaceState(window.history.state, '', path);
      else navigateToUrl(path);
    },
    notFound: () => {
      notFoundPath = current().path;
      const state = route.get();
      if (state.path === notFoundPath && !state.notFound) route.set({ ...state, notFound: true });
      setTitle(NOT_FOUND_TITLE);
      pageLoad.done();
    },
    sync: () => {
      const next = current();
      const previous = route.get();
      if (next.path === previous.path) return;
      route.set({ ...next, notFound: notFoundPath === next.path });
      notFoundPath = null;
      // A change of the query only (filters, pagination) is not a new page load.
      enter(next.pathname !== previous.pathname);
    },
  };
}
