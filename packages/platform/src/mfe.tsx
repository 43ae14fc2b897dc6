import {
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ProviderProps } from 'react-redux';
// By package name, not './redux': the shared singleton is matched by that request.
import { Provider, useDispatch } from '@sohnne/platform/src/redux';
import { ThemeProvider } from 'styled-components';
import {
  afterNextPaint,
  FormTokenContext,
  FormTokenField,
  PostedFormContext,
  theme,
  UiLinkContext,
} from '@sohnne/ui';
// Through the index, so a bundle keeps the platform's core in one module.
import {
  CSRF_COOKIE,
  Link,
  matchRoute,
  readCookie,
  SHELL_ACTION_FIELD,
  PlatformContext,
  readPageData,
  RouteContext,
  usePlatform,
  type PageLocation,
  type PageModule,
  type PageRoute,
  type Platform,
  type PostedPage,
  type RouteMatch,
} from './index';

/*
 * The pieces every MFE root repeats. Their own entry ('@sohnne/platform/src/mfe') because they bring
 * react-redux and styled-components, which the shell does not use.
 */

/** Which MFE renders: its __MFE_NAME__ and __MFE_VERSION__ go on the region's outer element (the deploy journey reads them). */
export interface MfeIdentity {
  name: string;
  version: string;
}

/** Props of every MFE's Root: the server passes its store and the request's location; the browser uses the live URL. */
export interface RootProps {
  platform: Platform;
  store?: ProviderProps['store'];
  location?: PageLocation;
}

/** What a server render knows of the page's forms: the token for their hidden field, a refused post. */
export interface ServerForms {
  token: string;
  posted: PostedPage | null;
}

/** Set by the server renderer only; in the browser the page's data and the cookie say the same. */
export const ServerFormsContext = createContext<ServerForms | null>(null);

/** The refused post the region was rendered with, for the page it was posted to. */
const PostedPageContext = createContext<PostedPage | null>(null);

/** The platform, the MFE's Redux store and the shared theme around the MFE's region. */
export function MfeProviders({
  name,
  version,
  platform,
  store,
  children,
}: MfeIdentity & { platform: Platform; store: ProviderProps['store']; children: ReactNode }) {
  // Hydration reads the state the server rendered with, not the store's: the page's loader runs again
  // once the layout has hydrated, before the page's Suspense boundary has, and may have changed the store
  // already (a call the server saw fail is asked again), and React would find other HTML (#418).
  const serverState = readPageData()?.regions[name]?.state;
  const server = useContext(ServerFormsContext);
  const posted = server ? server.posted : (readPageData()?.regions[name]?.posted ?? null);
  const token = server ? server.token : (readCookie(CSRF_COOKIE) ?? '');
  return (
    <PlatformContext.Provider value={platform}>
      <Provider store={store} serverState={serverState}>
        <ThemeProvider theme={theme}>
          <UiLinkContext.Provider value={Link}>
            <FormTokenContext.Provider value={token}>
              <PostedPageContext.Provider value={posted}>
                <div data-mfe={name} data-mfe-version={version}>
                  {children}
                </div>
              </PostedPageContext.Provider>
            </FormTokenContext.Provider>
          </UiLinkContext.Provider>
        </ThemeProvider>
      </Provider>
    </PlatformContext.Provider>
  );
}

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const pageModules = new WeakMap<PageRoute, TrackedPromise<PageModule>>();

/**
 * The route's page module, loaded once. A loaded promise is marked the way React's `use` reads it, so a
 * page preloaded before hydration renders at once instead of suspending.
 */
export function loadPage(route: PageRoute): TrackedPromise<PageModule> {
  let promise = pageModules.get(route);
  if (!promise) {
    const loading: TrackedPromise<PageModule> = route.page().then((module) => {
      loading.status = 'fulfilled';
      loading.value = module;
      return module;
    });
    loading.catch(() => pageModules.delete(route));
    pageModules.set(route, loading);
    promise = loading;
  }
  return promise;
}

function PageView({ route }: { route: PageRoute }) {
  const { default: Page } = use(loadPage(route) as Promise<PageModule>);
  return <Page />;
}

function subscribeToUrl(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const browserHref = () => window.location.pathname + window.location.search;

function splitHref(href: string): PageLocation {
  const at = href.indexOf('?');
  return at < 0
    ? { pathname: href, search: '' }
    : { pathname: href.slice(0, at), search: href.slice(at) };
}

/**
 * The one page hook: on every new URL it runs the route's loader in the browser (RTK Query answers from
 * the cache what the server already loaded), then sets the head, clears the page-load flag, or shows the
 * shell's 404 page; a redirect replaces the URL.
 */
export function usePage(match: RouteMatch<PageRoute> | null, location: PageLocation) {
  const platform = usePlatform();
  const dispatch = useDispatch();
  const href = location.pathname + location.search;
  useEffect(() => {
    if (!match) return;
    const { route, params } = match;
    let live = true;
    const defaults = { title: route.title, exactTitle: route.exactTitle };
    // After the paint: a tap that changes the URL (a facet, a page, a variant) shows its control first;
    // the loader's dispatch (RTK Query's thunks and reducers) would otherwise run before that paint.
    afterNextPaint(() => {
      if (!live) return;
      Promise.resolve(
        route.load?.({
          params,
          pathname: location.pathname,
          query: new URLSearchParams(location.search),
          dispatch,
          platform,
          server: false,
        }),
      ).then(
        (result) => {
          if (!live) return;
          if (result?.redirect) platform.navigation.navigate(result.redirect, { replace: true });
          else if (result?.status === 404) platform.navigation.notFound();
          else {
            platform.navigation.setHead({ ...defaults, ...result?.head });
            platform.pageLoad.done();
          }
        },
        (error: unknown) => {
          console.error(`[page] loading ${href} failed`, error);
          if (!live) return;
          platform.navigation.setHead(defaults);
          platform.pageLoad.done();
        },
      );
    });
    return () => {
      live = false;
    };
    // The match is derived from href: a new URL is the only reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href, platform, dispatch]);
}

/**
 * Renders an MFE's route list: the page of the route matching the URL (nothing for paths the MFE does not
 * own: the shell decides those). On the server `location` is the request's; in the browser the live URL.
 */
export function RoutePages({
  routes,
  location,
}: {
  routes: readonly PageRoute[];
  location?: PageLocation;
}) {
  const serverHref = location ? location.pathname + location.search : undefined;
  const href = useSyncExternalStore(subscribeToUrl, browserHref, () => serverHref ?? browserHref());
  const current = useMemo(() => splitHref(href), [href]);
  const match = useMemo(() => matchRoute(routes, current.pathname), [routes, current.pathname]);
  usePage(match, current);
  const state = useMemo(() => ({ ...current, params: match?.params ?? {} }), [current, match]);
  const posted = useContext(PostedPageContext);
  if (!match) return null;
  return (
    <RouteContext.Provider value={state}>
      {/* A refused post's fields and messages belong to the page it was posted to, not the next one. */}
      <PostedFormContext.Provider value={posted?.href === href ? posted.form : null}>
        <Suspense fallback={null}>
          <PageView key={match.route.path} route={match.route} />
        </Suspense>
      </PostedFormContext.Provider>
    </RouteContext.Provider>
  );
}

/**
 * The platform's add-to-cart fields of a product's form (its variant and quantity are the form's own): posted
 * before scripts run, the page server adds to the cart and comes back with the outcome.
 */
export function AddToCartFields({ productId, name }: { productId: string; name: string }) {
  return (
    <>
      <FormTokenField />
      <input type="hidden" name={SHELL_ACTION_FIELD} value="add-to-cart" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="name" value={name} />
    </>
  );
}
