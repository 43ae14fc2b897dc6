import { navigateToUrl } from 'single-spa';
import { createStore, type AnalyticsApi, type NavigationApi, type Store } from '@sohnne/platform';
import type { ShellPageLoad } from './page-load';
import { NOT_FOUND_TITLE, type ShellRoutes } from '../routes';
import { applyHead } from './head';

export interface RouteState {
  /** pathname + search of the current page. */
  path: string;
  pathname: string;
  /** Set by notFound(): the 404 page replaces the current MFE until the next navigation. */
  notFound: boolean;
}

export interface ShellNavigation extends NavigationApi {
  route: Store<RouteState>;
  /**
   * The first page: a page_view, and unless the server already rendered it, the page-load flag and the
   * default title.
   */
  enter(options: { serverRendered: boolean }): void;
  /** Picks up a URL change: resets not-found; a new pathname is a new page load; always a page_view. */
  sync(): void;
}

function current(): Pick<RouteState, 'path' | 'pathname'> {
  return {
    path: window.location.pathname + window.location.search,
    pathname: window.location.pathname,
  };
}

export function createNavigation(
  pageLoad: ShellPageLoad,
  analytics: AnalyticsApi,
  routes: ShellRoutes,
  initiallyNotFound = false,
): ShellNavigation {
  const route = createStore<RouteState>({ ...current(), notFound: initiallyNotFound });
  /** The page whose head was set last (by an MFE or by the shell). */
  let headPath: string | null = null;
  /** The page on which notFound() was called, possibly just before the shell saw the URL change. */
  let notFoundPath: string | null = initiallyNotFound ? current().path : null;

  const setHead: NavigationApi['setHead'] = (head) => {
    applyHead(head);
    headPath = current().path;
  };

  // The routing event reaches the shell a little after the URL changed, so the new page may already
  // have set its head, reported done() or called notFound(): those are kept, not overwritten.
  const load = (newPathname: boolean) => {
    const { path, pathname } = route.get();
    const owner = routes.owner(pathname);
    if (newPathname && !owner) {
      setHead({ title: NOT_FOUND_TITLE, robots: 'noindex' });
      pageLoad.done();
    } else if (newPathname && owner) {
      if (headPath !== path)
        setHead({ title: owner.route.title, exactTitle: owner.route.exactTitle });
      if (!pageLoad.doneOn(path)) pageLoad.start();
    }
  };
  const pageView = () =>
    analytics.track('page_view', { page_path: route.get().path, page_title: document.title });

  return {
    route,
    enter: ({ serverRendered }) => {
      if (!serverRendered) load(true);
      pageView();
    },
    setHead,
    navigate: (path, options) => {
      if (options?.replace) window.history.replaceState(window.history.state, '', path);
      else navigateToUrl(path);
    },
    notFound: () => {
      notFoundPath = current().path;
      const state = route.get();
      if (state.path === notFoundPath && !state.notFound) route.set({ ...state, notFound: true });
      setHead({ title: NOT_FOUND_TITLE, robots: 'noindex' });
      pageLoad.done();
    },
    sync: () => {
      const next = current();
      const previous = route.get();
      if (next.path === previous.path) return;
      route.set({ ...next, notFound: notFoundPath === next.path });
      notFoundPath = null;
      // A change of the query only (filters, pagination) is not a new page load.
      load(next.pathname !== previous.pathname);
      pageView();
    },
  };
}
