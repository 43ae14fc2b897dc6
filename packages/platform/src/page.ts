import type { Head } from './contract';
import type { ActionContext, ActionResult } from './form-action';
import type { LoadContext, LoadResult, PageModule, PageRoute, RouteMeta } from './routing';

/*
 * The one page shape: every MFE's src/routes.ts lists its pages as definePage({ path, title, load, head }).
 * A page's loader only fetches; what a failed call means for the page (404, sign in first) is decided here,
 * once, by httpStatus.
 */

/** A settled RTK Query call, as `dispatch(endpoint.initiate(arg, { subscribe: false }))` resolves. */
export interface Loaded<T> {
  data?: T;
  error?: unknown;
}

/** An RTK Query endpoint, as far as a loader uses it (typed structurally: the platform's core loads no Redux). */
export interface PageQueryEndpoint<A, R> {
  initiate(
    arg: A,
    options: { subscribe: false },
  ): (...thunkArgs: never[]) => PromiseLike<Loaded<R>>;
}

/** Runs an endpoint for the page without keeping a subscription: the server renders from the cache it fills. */
export function fetchOnce<A, R>(
  { dispatch }: Pick<LoadContext, 'dispatch'>,
  endpoint: PageQueryEndpoint<A, R>,
  arg: A,
): Promise<Loaded<R>> {
  return Promise.resolve(
    dispatch(endpoint.initiate(arg, { subscribe: false })) as PromiseLike<Loaded<R>>,
  );
}

/** The status of a failed call: an RTK Query error carries the service's answer as a numeric `status`. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * What a failed call means for the page that made it:
 * - 404: the service's 404, or its 400 (a malformed key in the path names nothing either): the 404 page;
 * - 401: the session is gone: sign in first;
 * - undefined: anything else (a 5xx, the network): the page renders and its QueryState offers 'Try again'.
 */
export function httpStatus(error: unknown): 404 | 401 | undefined {
  const status = statusOf(error);
  if (status === 404 || status === 400) return 404;
  if (status === 401) return 401;
  return undefined;
}

/** The login page that brings the visitor back to `path` afterwards. */
export function loginFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** Where a visitor is sent to sign in from this page (and brought back to it). */
export function signInRedirect({
  pathname,
  query,
}: Pick<LoadContext, 'pathname' | 'query'>): LoadResult {
  const search = query.toString();
  return { redirect: loginFor(search ? `${pathname}?${search}` : pathname) };
}

/** A loader's answer for a path that names nothing: the 404 page. */
export const NOT_FOUND: LoadResult = Object.freeze({ status: 404 });

/** A loader's early answer (404, a redirect) rather than a loaded call: its status is a number, RTK Query's a word. */
function isLoadResult(value: object): value is LoadResult {
  return typeof (value as { status?: unknown }).status === 'number' || 'redirect' in value;
}

export interface PageDefinition<T> extends Omit<RouteMeta, 'action'> {
  page: () => Promise<PageModule>;
  /** A customer's page: a visitor is sent to sign in first, and brought back after. */
  signedIn?: boolean;
  /**
   * Fetches the page's data (awaited on the server before rendering, run again in the browser on
   * navigation) and returns the page's main call, whose failure httpStatus judges; or NOT_FOUND.
   */
  load?: (
    context: LoadContext,
  ) => Promise<Loaded<T> | LoadResult | void> | Loaded<T> | LoadResult | void;
  /** The page's head: fixed, or from its data (undefined while the call failed). */
  head?: Head | ((data: T | undefined, context: LoadContext) => Head);
  /**
   * What a form post to the page does on the page server (formAction: the browser form's schema, then the
   * same service call). A page needs one when it has a form that changes something: its form then works
   * before and without scripts. A customer's page sends a visitor to sign in first, as its loader does.
   */
  action?: (context: ActionContext) => Promise<ActionResult>;
}

/** A page of an MFE's route list. */
export function definePage<T = unknown>({
  page,
  signedIn,
  load,
  head,
  action,
  ...meta
}: PageDefinition<T>): PageRoute {
  return {
    ...meta,
    ...(action && {
      action: true,
      act: async (context: ActionContext): Promise<ActionResult> => {
        if (signedIn && !context.platform.session.get())
          return { redirect: signInRedirect(context).redirect! };
        return action(context);
      },
    }),
    page,
    load: async (context) => {
      if (signedIn && !context.platform.session.get()) return signInRedirect(context);
      const loaded = (await load?.(context)) ?? {};
      if (isLoadResult(loaded)) return loaded;
      const status = httpStatus(loaded.error);
      if (status === 404) return NOT_FOUND;
      if (status === 401) return signInRedirect(context);
      return { head: typeof head === 'function' ? head(loaded.data, context) : head };
    },
  };
}
