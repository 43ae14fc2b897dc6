import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { SHELL_ACTION_FIELD, type FlashMessage, type Head } from '@sohnne/platform';
import type { RegionHtml, RenderResult } from '@sohnne/platform/src/server';
import { createWidgets, type ProviderWidgetConfig } from '../platform/widgets';
import { hasCanary, parseManifest, routeTable, type MfeManifest } from '../manifest';
import { createShellRoutes, type ShellRoutes } from '../routes';
import { documentEnd, documentRoot, documentStart, pageData, parseTemplate } from './document';
import { pageHead, pageHeaders } from './head';
import { createLayoutRenderer } from './layout';
import {
  federationLoader,
  loadRegion,
  regionHtml,
  type RegionOptions,
  type RegionRequest,
  type RenderLoader,
} from './region';
import { serverEntryPlugin } from './remote-loader';
import { flashCookie, FLASH_SEEN, refusalOf, type FormPost } from './form-post';
import { runShellAction } from './shell-form-actions';
import { bucketCookie, readRequest, visitorManifest, type VisitorRequest } from './request';
import { serverPlatform } from './services';
import {
  cachedRates,
  createServiceRead,
  createServiceTransport,
  readShopper,
  type Shopper,
} from './shopper';

export { PAGE_TRAILERS } from './head';

export interface PageRendererOptions {
  /** Where mfe-manifest.json is, and the server entries it names. */
  deployDir: string;
  /** The shell's built index.html (its scripts and static head). */
  template: string;
  /** The service URL for an API path (the edge's route table). */
  apiUrl(path: string): string;
  /** The shop's public origin (PUBLIC_URL): canonical, Open Graph, JSON-LD URLs. Never a request's Host. */
  publicUrl: string;
  /** Whether a chat widget is configured (the footer's chat button behaves alike either way). */
  chatConfigured: boolean;
  /** The third-party widgets the edge configured: pages render their embeds instead of the local versions. */
  providerWidgets?: ProviderWidgetConfig;
  /** How long a region may take to render before the browser renders it instead. */
  regionTimeoutMs?: number;
  /** How long a service call of the shell itself (session, cart, rates) may take. */
  serviceTimeoutMs?: number;
  /** How long the manifest read from disk is reused. */
  manifestTtlMs?: number;
  /** Where its lines go: the page server's log, with the request's id. */
  log: (entry: Record<string, unknown>) => void;
  /** How an MFE's server render function is loaded: the federation runtime, unless a test says otherwise. */
  loadRender?: RenderLoader;
}

export interface PageRequest {
  /** Path and query. */
  url: string;
  cookie?: string;
  /** A form posted to the page (application/x-www-form-urlencoded), with where the browser says it came from. */
  post?: FormPost;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[]>;
  /**
   * A redirect's empty body, or the page as a stream: the document's head at once, the rest once rendered.
   * It fails (an 'error' event) only if the layout cannot be rendered after the head was sent.
   */
  body: string | Readable;
  /** Headers known only once the body has ended (`x-sohnne-region-fallback` when the region's HTML failed). */
  trailers?(): Record<string, string>;
  /** The MFE that owns the page and its version (null for a path no MFE owns): what the render is counted by. */
  owner: { mfe: string; version: string } | null;
}

export interface PageRenderer {
  render(request: PageRequest): Promise<PageResponse>;
}

const RATES_TTL_MS = 5 * 60_000;

/** mfe-manifest.json, read again after `ttlMs`; the last good one (or none: no MFEs) while it is unreadable. */
function manifestReader(deployDir: string, ttlMs: number, log: PageRendererOptions['log']) {
  const file = path.join(deployDir, 'mfe-manifest.json');
  let cached: { at: number; manifest: MfeManifest } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.manifest;
    try {
      cached = {
        at: Date.now(),
        manifest: parseManifest(JSON.parse(await readFile(file, 'utf8')), file),
      };
    } catch (error) {
      log({
        level: 'error',
        msg: 'mfe-manifest.json unreadable: pages render without MFEs',
        error: String(error),
      });
      cached ??= { at: 0, manifest: { mfes: {} } };
    }
    return cached.manifest;
  };
}

/** The versions a visitor gets as one key, and their route table: built once per set of versions. */
function routesByVersions() {
  const tables = new Map<string, ShellRoutes>();
  return (manifest: MfeManifest) => {
    const versions = Object.entries(manifest.mfes)
      .map(([name, { version }]) => `${name}@${version}`)
      .join(' ');
    let routes = tables.get(versions);
    if (!routes) {
      if (tables.size > 32) tables.clear();
      routes = createShellRoutes(routeTable(manifest));
      tables.set(versions, routes);
    }
    return { versions, routes };
  };
}

/** What a post's answer says of the page: refused (403), sent to no action (405), or not run (503). */
function postedPageHead(
  page: { status: number; head: Head },
  post: FormPost | undefined,
  refusal: string | null,
  notRun: boolean | null,
): { status: number; head: Head } {
  if (!post || page.status === 404) return page;
  if (refusal) return { ...page, status: 403 };
  if (notRun) return { ...page, status: 503 };
  return page;
}

/** The sentence a post's page shows when its action did not run. */
function postMessage(status: number, refusal: string | null): FlashMessage | null {
  if (refusal) return { kind: 'error', text: refusal };
  if (status === 405) return { kind: 'error', text: FORM_NOT_TAKEN };
  if (status === 503) return { kind: 'error', text: FORM_NOT_SENT };
  return null;
}

/** A page without an action was posted to. */
const FORM_NOT_TAKEN = 'This page takes no form. Nothing was sent.';
/** The page's team could not run the form's action (its server build failed to load or was too slow). */
const FORM_NOT_SENT = 'Your form could not be sent right now. Please try again in a moment.';

/** A 303 (after a form's action: post/redirect/get) or 302 to `location`, never kept by a cache. */
function redirectAnswer(
  status: 302 | 303,
  location: string,
  setCookie: string[],
  owner: PageResponse['owner'],
): PageResponse {
  return {
    status,
    headers: { location, 'cache-control': 'no-store', 'set-cookie': setCookie },
    body: '',
    owner,
  };
}

/**
 * Whether the page is this visitor's alone (no shared cache may keep it): a customer's or a cart's, a post's,
 * a one-time message's, a route marked personal, or while a canary splits visitors.
 */
function isPersonal(
  request: VisitorRequest,
  post: FormPost | undefined,
  route: { personal?: boolean } | null,
  published: MfeManifest,
): boolean {
  return (
    request.signedIn ||
    request.hasCart ||
    !!request.flash ||
    !!post ||
    !!route?.personal ||
    hasCanary(published)
  );
}

/** The cookies every answer sets: a new canary bucket, the region's own (its action's), a shown message's end. */
function answerCookies(
  visitor: ReturnType<typeof visitorManifest>,
  loaded: RenderResult | null,
  request: VisitorRequest,
  publicUrl: string,
): string[] {
  return [
    ...(visitor.newBucket && visitor.bucket !== null
      ? [bucketCookie(visitor.bucket, publicUrl)]
      : []),
    ...(loaded?.setCookies ?? []),
    ...(request.flash ? [FLASH_SEEN] : []),
  ];
}

/** The region's state, and what it posted, for the browser to hydrate from: none when it was not rendered. */
function hydrationRegions(rendered: RegionHtml | null, mfe: string | undefined) {
  if (!rendered || !mfe) return {};
  return { [mfe]: { state: rendered.state, ...(rendered.posted && { posted: rendered.posted }) } };
}

/**
 * A page in steps: the request (path, cookies, bucket), the versions the visitor gets, the shopper's data,
 * the owning region's data (which decide the status and the head, sent first), then the region's HTML in
 * the layout, and the page's data for the browser.
 */
export function createRenderer(options: PageRendererOptions): PageRenderer {
  const { deployDir, apiUrl, publicUrl, regionTimeoutMs = 3000, serviceTimeoutMs = 1500 } = options;
  // The federation runtime reads server entries from the deploy folder (or an object store).
  if (!options.loadRender) registerPlugins([serverEntryPlugin(deployDir, regionTimeoutMs)]);
  const template = parseTemplate(options.template);
  const widgets = createWidgets(options.providerWidgets);
  const readManifest = manifestReader(deployDir, options.manifestTtlMs ?? 1000, options.log);
  const routesOf = routesByVersions();
  const read = createServiceRead(apiUrl, serviceTimeoutMs);
  const rates = cachedRates(read, RATES_TTL_MS);
  const layout = createLayoutRenderer({ chatConfigured: options.chatConfigured, widgets });
  const regionOptions: RegionOptions = {
    load: options.loadRender ?? federationLoader(),
    apiUrl,
    timeoutMs: regionTimeoutMs,
    fellBack: (fields) =>
      options.log({ level: 'warn', msg: 'region rendered in the browser instead', ...fields }),
  };

  /** The answer to a form of the layout's own (currency, sign-out, add to cart, coupon), or null for a page's form. */
  const layoutFormAnswer = async (
    form: URLSearchParams,
    url: string,
    cookie: string | undefined,
  ): Promise<PageResponse | null> => {
    const action = form.get(SHELL_ACTION_FIELD);
    if (!action) return null;
    const context = { url, cookie, apiUrl, timeoutMs: serviceTimeoutMs, publicUrl };
    const answer = await runShellAction(action, form, context);
    return answer && redirectAnswer(303, answer.location, answer.setCookie, null);
  };

  /** The versions this visitor gets, their routes, and the MFE (with its version) that owns the path. */
  const resolveOwner = async (request: VisitorRequest) => {
    const published = await readManifest();
    const visitor = visitorManifest(published, request.bucket);
    const { versions, routes } = routesOf(visitor.manifest);
    const match = routes.owner(request.pathname);
    const entry = match ? visitor.manifest.mfes[match.mfe] : undefined;
    return {
      published,
      visitor,
      versions,
      routes,
      route: match?.route ?? null,
      mfe: match?.mfe,
      entry,
    };
  };

  /** The layout with the region's HTML in it (a failed region noted in `trailers`), and the page's data for the browser. */
  const layoutAndData = async ({
    url,
    request,
    page,
    shopper,
    regionRequest,
    loaded,
    notFound,
    flash,
    formToken,
    trailers,
  }: {
    url: string;
    request: VisitorRequest;
    page: Awaited<ReturnType<typeof resolveOwner>>;
    shopper: Shopper;
    regionRequest: RegionRequest | null;
    loaded: RenderResult | null;
    notFound: boolean;
    flash: FlashMessage | null;
    formToken: string;
    trailers: Record<string, string>;
  }) => {
    const rendered =
      regionRequest && loaded && !notFound
        ? await regionHtml(loaded, regionRequest, regionOptions)
        : null;
    if (regionRequest && loaded?.html && !notFound && !rendered)
      trailers['x-sohnne-region-fallback'] = regionRequest.mfe;
    const { session, cart, wishlist } = shopper;
    const html = layout(
      {
        versions: page.versions,
        routes: page.routes,
        url,
        notFound,
        a11y: request.a11y,
        shopper: { session, cart, wishlist },
        currency: request.currency,
        rates: shopper.rates,
        rendered: rendered ? page.mfe! : null,
        flash,
        formToken,
      },
      rendered?.html,
    );
    const data = pageData({
      manifest: page.visitor.manifest,
      shopper,
      request,
      notFound,
      flash,
      regions: hydrationRegions(rendered, page.mfe),
    });
    return (
      documentRoot(html.styles + (rendered?.css ?? ''), html.html) + documentEnd(template, data)
    );
  };

  /** The document: its head at once (with the owning MFE's browser entry preloaded), the rest once rendered. */
  async function* streamDocument(
    start: Parameters<typeof documentStart>[1],
    rest: () => Promise<string>,
  ) {
    yield documentStart(template, start);
    yield await rest();
  }

  return {
    render: async ({ url, cookie, post }) => {
      const started = Date.now();
      const request = readRequest(url, cookie);
      // A refused post is the page, with the sentence saying why; its fields are never echoed.
      const refusal = post ? refusalOf(post, cookie, publicUrl) : null;
      const form = post && !refusal ? post.form : undefined;
      const layoutAnswer = form ? await layoutFormAnswer(form, url, cookie) : null;
      if (layoutAnswer) return layoutAnswer;

      const page = await resolveOwner(request);
      const personal = isPersonal(request, post, page.route, page.published);
      const shopper = await readShopper(request, read, rates);
      const platform = serverPlatform(
        createServiceTransport(apiUrl, serviceTimeoutMs, cookie),
        { ...shopper, currency: request.currency },
        widgets,
      );

      // The page's own data first: it decides the status and the head, which are sent before the rest.
      // A page others may be sent (the edge keeps it) holds no visitor's token in its forms.
      const formToken = personal ? (request.csrfToken ?? '') : '';
      const regionRequest: RegionRequest | null =
        page.mfe && page.entry
          ? { mfe: page.mfe, entry: page.entry, url, cookie, form, formToken, platform }
          : null;
      const loaded = regionRequest ? await loadRegion(regionRequest, regionOptions) : null;
      const renderedBy = regionRequest
        ? { mfe: regionRequest.mfe, version: regionRequest.entry.version }
        : null;
      const setCookie = answerCookies(page.visitor, loaded, request, publicUrl);
      if (loaded?.redirect) {
        const flash = loaded.flash ? [flashCookie(loaded.flash, publicUrl)] : [];
        return redirectAnswer(
          form ? 303 : 302,
          loaded.redirect,
          [...setCookie, ...flash],
          renderedBy,
        );
      }
      const regionFailed = !!regionRequest && !loaded;
      const { status, head } = postedPageHead(
        pageHead(page.route, loaded),
        post,
        refusal,
        regionFailed,
      );
      const notFound = status === 404;
      // What the shopper reads on this page: the message the last page's action left, or why this post failed.
      const flash = postMessage(status, refusal) ?? loaded?.flash ?? request.flash;
      const headers = pageHeaders({
        personal,
        versions: page.versions,
        headMs: Date.now() - started,
        fellBack: regionFailed ? regionRequest.mfe : null,
        setCookie,
        referrer: head.referrer,
      });

      const trailers: Record<string, string> = {};
      const rest = () =>
        layoutAndData({
          url,
          request,
          page,
          shopper,
          regionRequest,
          loaded,
          notFound,
          flash,
          formToken,
          trailers,
        });
      // The region's browser entry loads while the page renders (only the one the browser will mount).
      const preload = page.entry && !notFound ? [page.entry.entry] : [];
      const start = { head, origin: publicUrl, a11y: request.a11y, preload };
      return {
        status,
        headers,
        body: Readable.from(streamDocument(start, rest)),
        trailers: () => trailers,
        owner: renderedBy,
      };
    },
  };
}
