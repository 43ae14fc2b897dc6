import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
// By package name, not './redux': the shared singleton is matched by that request.
import { configureStore, createAction, fetchBaseQuery, freeze } from '@sohnne/platform/src/redux';
import { changesState, csrfHeaders, CSRF_COOKIE, CSRF_HEADER, withCsrfRetry } from './index';
import type { CookieJar } from './cookie-jar';

// Each MFE's API store and its base query. Its own entry ('@sohnne/platform/src/api-store'), so the shell, which imports the
// platform but has no Redux, does not load it.

/** How a store reaches the API on the server: the service URL for a path, and the shopper's cookies. */
export interface ServerApi {
  /** '/api/collections' → 'http://127.0.0.1:3001/api/collections' (the edge's route table). */
  url(path: string): string;
  cookie?: string;
  /**
   * A form's action: the shopper's cookies as they change (sent with each call, updated by each answer),
   * and the CSRF header on each call that changes something, as the browser sends them.
   */
  jar?: CookieJar;
  /** Milliseconds a server-side call may take before the page renders without it. */
  timeoutMs: number;
}

/** The thunk extra argument of an MFE store: set on the server only. */
export interface StoreExtra {
  server?: ServerApi;
}

const browserFetch = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers) => {
    for (const [name, value] of Object.entries(csrfHeaders())) headers.set(name, value);
    return headers;
  },
});
// By method, not by endpoint kind: a query may POST (the checkout quote), and then needs the token too.
const browserQuery: typeof browserFetch = (args, api, extraOptions) =>
  changesState(typeof args === 'string' ? undefined : args.method)
    ? withCsrfRetry(
        async () => browserFetch(args, api, extraOptions),
        (result) => result.error?.status === 403,
      )
    : browserFetch(args, api, extraOptions);

const serverQueries = new WeakMap<ServerApi, ReturnType<typeof fetchBaseQuery>>();
function serverFetch(server: ServerApi) {
  let query = serverQueries.get(server);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: '',
      timeout: server.timeoutMs,
      prepareHeaders: (headers) => {
        const cookie = server.jar?.header() ?? server.cookie;
        if (cookie) headers.set('cookie', cookie);
        const token = server.jar?.get(CSRF_COOKIE);
        if (token) headers.set(CSRF_HEADER, token);
        return headers;
      },
    });
    serverQueries.set(server, query);
  }
  return query;
}

/**
 * A call from the page server. Within a form's action, each answer's cookies go into the jar, and a
 * state-changing call refused (403) for a CSRF token the service has just issued (a first visit) is sent
 * once more with it, as the browser's withCsrfRetry does.
 */
const serverQuery =
  (server: ServerApi): typeof browserFetch =>
  async (args, api, extraOptions) => {
    const send = async () => {
      const result = await serverFetch(server)(args, api, extraOptions);
      server.jar?.receive(result.meta?.response?.headers.getSetCookie() ?? []);
      return result;
    };
    const sentToken = server.jar?.get(CSRF_COOKIE);
    const result = await send();
    const method = typeof args === 'string' ? undefined : args.method;
    return server.jar &&
      changesState(method) &&
      result.error?.status === 403 &&
      server.jar.get(CSRF_COOKIE) !== sentToken
      ? send()
      : result;
  };

/**
 * The RTK Query base query for the storefront's own API: in the browser same origin under /api with
 * cookies and the CSRF header; on the server straight to the owning service with the shopper's cookies.
 * Each answer is frozen at its root (shallowly) before it reaches the store: Immer then takes it into the
 * state as it is instead of walking every object in it to freeze them ("pre-freeze data", Immer's
 * performance guide). On the server that walk over a collection's listing was the largest single cost of
 * rendering the page.
 */
export const storefrontBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const server = (api.extra as StoreExtra | undefined)?.server;
  const request = typeof args === 'string' ? { url: args } : args;
  const result = server
    ? await serverQuery(server)(
        { ...request, url: server.url(`/api${request.url}`) },
        api,
        extraOptions,
      )
    : await browserQuery(args, api, extraOptions);
  return result.error ? result : { ...result, data: freeze(result.data) };
};

/** Puts the server's RTK Query state into the browser's store before hydration. */
export const hydrateApiState = createAction<Record<string, unknown>>('sohnne/hydrate');

/** createApi's `extractRehydrationInfo`: every MFE api slice takes its part of the server state. */
export function extractRehydrationInfo(
  action: UnknownAction,
  { reducerPath }: { reducerPath: string },
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK Query's own CombinedState type is internal
  if (hydrateApiState.match(action)) return action.payload[reducerPath] as any;
  return undefined;
}

type ApiSlice = {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState(): UnknownAction };
};

/** The api slices of each store, for releaseStore. */
const storeSlices = new WeakMap<object, readonly ApiSlice[]>();

/**
 * An MFE's Redux store: its RTK Query api slices and nothing else — its own service's, and one named for
 * each other team's service it reads (so such a call is visible as one).
 */
export function createApiStore(apis: ApiSlice | readonly ApiSlice[], extra: StoreExtra = {}) {
  const slices = Array.isArray(apis) ? apis : [apis as ApiSlice];
  const store = configureStore({
    reducer: Object.fromEntries(slices.map((api) => [api.reducerPath, api.reducer])),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(slices.map((api) => api.middleware)),
  });
  storeSlices.set(store, slices);
  return store;
}

/**
 * Ends a server request's store: RTK Query keeps an unsubscribed result for `keepUnusedDataFor` (60 s) on a
 * timer, which would hold every request's store, and its data, in memory that long.
 */
export function releaseStore(store: { dispatch(action: UnknownAction): unknown }) {
  for (const api of storeSlices.get(store) ?? []) store.dispatch(api.util.resetApiState());
}

export type ApiStore = ReturnType<typeof createApiStore>;
