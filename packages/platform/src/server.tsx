import type { ComponentType } from 'react';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Head, Platform, ProviderWidgetName } from './contract';
import {
  CookieJar,
  matchRoute,
  type ActionResult,
  type FlashMessage,
  type LoadContext,
  type PageLocation,
  type PageRoute,
  type PostedPage,
} from './index';
import { loadPage, ServerFormsContext, type RootProps } from './mfe';
import { releaseStore, type ServerApi, type StoreExtra } from './api-store';

// An MFE's server remote (./server): its region rendered on the server, in two steps (the page's data,
// then its HTML) so that the shell server can send the document's head in between. Its own entry, Node only.

export interface RenderRequest {
  /** The page's path and query: '/collections/chairs?page=2'. */
  url: string;
  /** The shopper's Cookie header, forwarded to the services. */
  cookie?: string;
  /** A form posted to the page (checked for origin and token by the page server): its action runs first. */
  form?: URLSearchParams;
  /** What the forms' hidden token field holds: the visitor's CSRF token, or '' on a page others may be sent. */
  formToken?: string;
  /** The platform as the shell server knows it for this request (session, currency, cart). */
  platform: Platform;
  /** How the MFE's store reaches the services from the server. */
  api: Omit<ServerApi, 'cookie'>;
}

/** The region's HTML, the <style> elements styled-components collected for it, and its store's state. */
export interface RegionHtml {
  html: string;
  css: string;
  /** The store's state, for the browser's RTK Query hydration. */
  state: unknown;
  /** The form post the page was rendered with, refused: the browser's hydration shows it alike. */
  posted?: PostedPage;
}

/**
 * The region once the page's loader has settled: status and head are final, so the shell server can send
 * the document's head while the region renders (`html()`, null for a 404 or a redirect).
 */
export interface RenderResult {
  status: number;
  redirect?: string;
  head: Head;
  html: (() => Promise<RegionHtml>) | null;
  /** Cookies the services set while a form's action ran (a sign-in's session): the browser gets them. */
  setCookies?: string[];
  /** The action's one-time message for the page it redirects to. */
  flash?: FlashMessage;
}

export type RenderFunction = (request: RenderRequest) => Promise<RenderResult>;

/** Compiled rules by styled-components group id and class name, shared by every request of this version. */
const compiledRules = new Map<string, string[]>();
const COMPILED_RULES_LIMIT = 20_000;

/**
 * A request's style sheet that takes a class's rules from `compiledRules` instead of compiling its CSS
 * again: styled-components compiles (stylis) every class anew for each new sheet, and a server render
 * needs a new sheet per request. A class name is a hash of its component and its CSS, so the same name
 * always has the same rules.
 */
function requestStyleSheet(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  const { instance } = sheet;
  const hasName = instance.hasNameForId.bind(instance);
  const insertRules = instance.insertRules.bind(instance);
  instance.hasNameForId = (id, name) => {
    if (hasName(id, name)) return true;
    const rules = compiledRules.get(`${id} ${name}`);
    if (rules) insertRules(id, name, rules);
    return rules !== undefined;
  };
  instance.insertRules = (id, name, rules) => {
    if (compiledRules.size >= COMPILED_RULES_LIMIT) compiledRules.clear();
    compiledRules.set(`${id} ${name}`, rules);
    insertRules(id, name, rules);
  };
  return sheet;
}

/** A region's HTML and styles, kept by what they were rendered from; oldest out first beyond the budget. */
const renderedRegions = new Map<string, { html: string; css: string }>();
let renderedBytes = 0;
const RENDERED_BYTES_LIMIT = 32 * 1024 * 1024;

function keepRendered(key: string, region: { html: string; css: string }) {
  renderedRegions.set(key, region);
  renderedBytes += region.html.length + region.css.length;
  for (const [oldest, { html, css }] of renderedRegions) {
    if (renderedBytes <= RENDERED_BYTES_LIMIT) break;
    renderedRegions.delete(oldest);
    renderedBytes -= html.length + css.length;
  }
}

const PROVIDER_WIDGETS: readonly ProviderWidgetName[] = ['newsletter', 'contact', 'reviews'];

interface QueryEntry {
  status?: string;
  data?: unknown;
  error?: unknown;
}

/**
 * What a region's HTML is a function of: the URL, what the platform says of the shopper, and each RTK
 * Query result's data (without the request ids and times, which differ on every request). The store holds
 * nothing but api slices (createApiStore); this module is one per MFE version.
 */
function renderInputs(
  location: PageLocation,
  platform: Platform,
  state: unknown,
  formToken: string,
  posted: PostedPage | undefined,
): string {
  const queries = Object.entries(
    state as Record<string, { queries?: Record<string, QueryEntry> }>,
  ).map(([slice, { queries = {} }]) => [
    slice,
    Object.entries(queries).map(([key, { status, data, error }]) => [key, status, data, error]),
  ]);
  const inputs = JSON.stringify([
    location.pathname + location.search,
    platform.session.get(),
    platform.currency.get(),
    platform.cart.get(),
    platform.wishlist.ids(),
    PROVIDER_WIDGETS.map((name) => platform.widgets.get(name)),
    queries,
    formToken,
    posted ?? null,
  ]);
  return createHash('sha256').update(inputs).digest('base64');
}

/** Renders to the end: lazy pages and Suspense boundaries are sent resolved, never as fallbacks. */
function renderComplete(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // One piece of HTML however large: React would otherwise send a big boundary out of line with an
      // inline script to move it in, which the CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}

interface ServerRendererOptions {
  routes: readonly PageRoute[];
  makeStore(
    extra: StoreExtra,
  ): RootProps['store'] & { getState(): unknown; dispatch: (action: unknown) => unknown };
  Root: ComponentType<RootProps>;
}

/** The render function an MFE's server remote exposes: the route's data loaded, then the region rendered with its CSS and state. */
export function createServerRenderer({
  routes,
  makeStore,
  Root,
}: ServerRendererOptions): RenderFunction {
  return async ({ url, cookie, form, formToken = '', platform, api }) => {
    const { pathname, search } = new URL(url, 'http://storefront.invalid');
    const location: PageLocation = { pathname, search };
    const match = matchRoute(routes, pathname);
    const empty = { head: {}, html: null };
    if (!match) return { status: 404, ...empty };
    const { route, params } = match;
    // A post to a page without an action is answered with the page and 405 (the page server says why).
    const act = form && route.act;
    // A form's action sends the shopper's cookies as they change; a page's loader sends them as they came.
    const jar = act ? new CookieJar(cookie) : undefined;
    const store = makeStore({ server: { ...api, cookie, jar } });
    let notFound = false;
    const requestPlatform: Platform = {
      ...platform,
      navigation: { ...platform.navigation, notFound: () => void (notFound = true) },
    };
    const context: LoadContext = {
      params,
      pathname,
      query: new URLSearchParams(search),
      dispatch: store.dispatch,
      platform: requestPlatform,
      server: true,
    };
    let acted: ActionResult | undefined;
    let result: Awaited<ReturnType<NonNullable<PageRoute['load']>>> | undefined;
    try {
      acted = act ? await act({ ...context, form }) : undefined;
      if (acted && 'redirect' in acted) {
        releaseStore(store);
        const { redirect, flash } = acted;
        return { status: 303, redirect, flash, setCookies: jar?.received, ...empty };
      }
      result = await route.load?.(context);
    } catch (error) {
      releaseStore(store);
      throw error;
    }
    const setCookies = jar?.received;
    if (result?.redirect || result?.status === 404 || notFound) {
      releaseStore(store);
      return result?.redirect
        ? { status: 302, redirect: result.redirect, setCookies, ...empty }
        : { status: 404, setCookies, ...empty };
    }
    // A refusal's message about the whole form is the page's toast, as the hydrated form shows it.
    const { '': refusal, ...fieldErrors } = acted?.errors ?? {};
    const posted: PostedPage | undefined = acted && {
      href: pathname + search,
      form: { values: acted.values, errors: fieldErrors },
    };

    return {
      status: form && !act ? 405 : posted ? 422 : (result?.status ?? 200),
      head: { title: route.title, exactTitle: route.exactTitle, ...result?.head },
      setCookies,
      ...(refusal && { flash: { kind: 'error' as const, text: refusal } }),
      html: async () => {
        // Loaded first: the page renders at once instead of suspending.
        await loadPage(route);
        const state = store.getState();
        const key = renderInputs(location, requestPlatform, state, formToken, posted);
        const kept = renderedRegions.get(key);
        if (kept) {
          releaseStore(store);
          return { ...kept, state, posted };
        }
        const sheet = requestStyleSheet();
        try {
          const html = await renderComplete(
            sheet.collectStyles(
              <ServerFormsContext.Provider value={{ token: formToken, posted: posted ?? null }}>
                <Root platform={requestPlatform} store={store} location={location} />
              </ServerFormsContext.Provider>,
            ),
          );
          const rendered = { html, css: sheet.getStyleTags() };
          keepRendered(key, rendered);
          return { ...rendered, state: store.getState(), posted };
        } finally {
          sheet.seal();
          releaseStore(store);
        }
      },
    };
  };
}
