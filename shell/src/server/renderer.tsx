import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parse as parseCookies } from 'cookie';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  CART_COOKIE,
  COUPON_COOKIE,
  currencyState,
  CURRENCY_COOKIE,
  isCurrencyCode,
  regionRootId,
  SESSION_COOKIE,
  type CartSummary,
  type CurrencyCode,
  type Head,
  type PageData,
  type SessionUser,
} from '@sohnne/platform';
import type { RegionHtml, RenderFunction, RenderResult } from '@sohnne/platform/src/server';
import { A11Y_COOKIE } from '../a11y-mode';
import { ShellApp } from '../layout/ShellApp';
import { createWidgets, type ProviderWidgetConfig } from '../platform/widgets';
import {
  BUCKET_COOKIE,
  hasCanary,
  newBucket,
  parseBucket,
  parseManifest,
  resolveManifest,
  routeTable,
  type MfeManifest,
} from '../manifest';
import { createShellRoutes, NOT_FOUND_TITLE, type ShellRoutes } from '../routes';
import { documentEnd, documentRoot, documentStart, escapeHtml, parseTemplate } from './document';
import { serverEntryPlugin } from './remote-loader';
import { createServerServices, serverPlatform } from './services';

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
}

export interface PageRequest {
  /** Path and query. */
  url: string;
  cookie?: string;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  /**
   * A redirect's empty body, or the page as a stream: the document's head at once, the rest once rendered.
   * It fails (an 'error' event) only if the layout cannot be rendered after the head was sent.
   */
  body: string | Readable;
  /** Headers known only once the body has ended (`x-sohnne-region-fallback` when the region's HTML failed). */
  trailers?(): Record<string, string>;
}

/** The trailers a page may end with: declared in its headers, so the edge can read them. */
export const PAGE_TRAILERS = ['x-sohnne-region-fallback'];

export interface PageRenderer {
  render(request: PageRequest): Promise<PageResponse>;
}

const RATES_TTL_MS = 5 * 60_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createRenderer(options: PageRendererOptions): PageRenderer {
  const {
    deployDir,
    apiUrl,
    regionTimeoutMs = 3000,
    serviceTimeoutMs = 1500,
    manifestTtlMs = 1000,
    log,
  } = options;
  registerPlugins([serverEntryPlugin(deployDir, regionTimeoutMs)]);
  const template = parseTemplate(options.template);

  const widgets = createWidgets(options.providerWidgets);
  const manifestFile = path.join(deployDir, 'mfe-manifest.json');
  let manifestCache: { at: number; manifest: MfeManifest } | null = null;
  const readManifest = async () => {
    if (manifestCache && Date.now() - manifestCache.at < manifestTtlMs)
      return manifestCache.manifest;
    try {
      manifestCache = {
        at: Date.now(),
        manifest: parseManifest(JSON.parse(await readFile(manifestFile, 'utf8')), manifestFile),
      };
    } catch (error) {
      log({
        level: 'error',
        msg: 'mfe-manifest.json unreadable: pages render without MFEs',
        error: String(error),
      });
      manifestCache ??= { at: 0, manifest: { mfes: {} } };
    }
    return manifestCache.manifest;
  };
  /** Route tables by the versions a visitor gets (one while no canary runs). */
  const routeTables = new Map<string, ShellRoutes>();
  const routesOf = (manifest: MfeManifest) => {
    const key = JSON.stringify(
      Object.entries(manifest.mfes).map(([name, { version }]) => [name, version]),
    );
    let routes = routeTables.get(key);
    if (!routes) {
      if (routeTables.size > 32) routeTables.clear();
      routes = createShellRoutes(routeTable(manifest));
      routeTables.set(key, routes);
    }
    return routes;
  };

  /** Server entry per MFE as registered with the federation runtime: re-registered only when it changes. */
  const registered = new Map<string, string>();
  const loadRender = async (name: string, entry: string): Promise<RenderFunction> => {
    const previous = registered.get(name);
    if (previous !== entry) {
      // `force` drops the previous version's module, container and share-scope entries.
      registerRemotes([{ name, entry }], { force: previous !== undefined });
      registered.set(name, entry);
    }
    const module = await loadRemote<{ render?: RenderFunction }>(`${name}/server`);
    if (typeof module?.render !== 'function')
      throw new Error(`${name}/server has no render function`);
    return module.render;
  };

  const getJson = async <T,>(apiPath: string, cookie: string | undefined): Promise<T | null> => {
    try {
      const response = await fetch(apiUrl(apiPath), {
        headers: cookie ? { cookie } : {},
        signal: AbortSignal.timeout(serviceTimeoutMs),
      });
      return response.ok ? ((await response.json()) as T) : null;
    } catch {
      return null;
    }
  };

  let rates: { at: number; value: Partial<Record<CurrencyCode, number>> } | null = null;
  const currentRates = async () => {
    if (rates && Date.now() - rates.at < RATES_TTL_MS) return rates.value;
    const body = await getJson<{ rates?: Partial<Record<CurrencyCode, number>> }>(
      '/api/currency/rates',
      undefined,
    );
    if (body?.rates) rates = { at: Date.now(), value: { USD: 1, ...body.rates } };
    return rates?.value ?? {};
  };

  return {
    render: async ({ url, cookie }) => {
      const started = Date.now();
      const { pathname } = new URL(url, 'http://storefront.invalid');
      const origin = options.publicUrl;
      const cookies = parseCookies(cookie ?? '');
      const signedIn = !!cookies[SESSION_COOKIE];
      const hasCart = signedIn || !!cookies[CART_COOKIE];
      const published = await readManifest();
      // A canary runs: the visitor's bucket (assigned on his first page) decides which versions he gets.
      const knownBucket = parseBucket(cookies[BUCKET_COOKIE]);
      const bucket = knownBucket ?? (hasCanary(published) ? newBucket() : null);
      const manifest = resolveManifest(published, bucket);
      const routes = routesOf(manifest);
      const owner = routes.owner(pathname);

      const [sessionBody, cartBody, wishlistBody, rateTable] = await Promise.all([
        signedIn ? getJson<{ user?: SessionUser | null }>('/api/session', cookie) : null,
        hasCart ? getJson<{ count?: number; subtotal?: number }>('/api/cart', cookie) : null,
        signedIn ? getJson<{ data?: { product_id: string }[] }>('/api/wishlist/ids', cookie) : null,
        currentRates(),
      ]);
      const session = sessionBody?.user ?? null;
      const cart: CartSummary = {
        count: cartBody?.count ?? 0,
        subtotal: cartBody?.subtotal ?? 0,
        coupon: cookies[COUPON_COOKIE] || null,
      };
      const wishlist = session ? (wishlistBody?.data ?? []).map((entry) => entry.product_id) : [];
      const currency = isCurrencyCode(cookies[CURRENCY_COOKIE]) ? cookies[CURRENCY_COOKIE] : 'USD';
      const a11y = cookies[A11Y_COOKIE] === 'on';
      const platform = serverPlatform({
        session,
        cart,
        wishlist,
        currency: currencyState(currency, rateTable),
        widgets,
      });

      let status = owner ? 200 : 404;
      let head: Head = owner
        ? { title: owner.route.title, exactTitle: owner.route.exactTitle }
        : { title: NOT_FOUND_TITLE, robots: 'noindex' };
      let fellBack: string | null = null;
      let region: RenderResult | null = null;

      // The page's own data first: it decides the status and the head, which are sent before the rest.
      if (owner) {
        const entry = manifest.mfes[owner.mfe];
        try {
          if (!entry.serverEntry)
            throw new Error(`${owner.mfe} has no server entry in the manifest`);
          const render = await withTimeout(
            loadRender(owner.mfe, entry.serverEntry),
            regionTimeoutMs,
            `loading ${owner.mfe}/server`,
          );
          region = await withTimeout(
            render({
              url,
              cookie,
              platform,
              api: { url: apiUrl, timeoutMs: regionTimeoutMs - 500 },
            }),
            regionTimeoutMs,
            `loading ${url}`,
          );
        } catch (error) {
          fellBack = owner.mfe;
          log({
            level: 'warn',
            msg: 'region rendered in the browser instead',
            mfe: owner.mfe,
            version: entry.version,
            url,
            error: String(error),
          });
        }
        if (region?.redirect) {
          return {
            status: 302,
            headers: { location: region.redirect, 'cache-control': 'no-store' },
            body: '',
          };
        }
        if (region && region.status === 404) {
          status = 404;
          head = { title: NOT_FOUND_TITLE, robots: 'noindex' };
        } else if (region) {
          status = region.status;
          head = region.head;
        }
      }

      const personal = signedIn || hasCart || !!owner?.route.personal || hasCanary(published);
      const headers: Record<string, string> = {
        'content-type': 'text/html; charset=utf-8',
        // Public pages may sit in a CDN briefly; anything with one shopper's data never does.
        'cache-control': personal
          ? 'private, no-store'
          : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
        vary: 'Cookie',
        'x-sohnne-versions': Object.entries(manifest.mfes)
          .map(([name, { version }]) => `${name}@${version}`)
          .join(' '),
        'server-timing': `head;dur=${Date.now() - started}`,
        trailer: PAGE_TRAILERS.join(', '),
      };
      if (fellBack) headers['x-sohnne-region-fallback'] = fellBack;
      if (bucket !== null && knownBucket === null) {
        headers['set-cookie'] =
          `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax${origin.startsWith('https:') ? '; Secure' : ''}`;
      }

      const notFound = status === 404;
      const trailers: Record<string, string> = {};
      /** The region's HTML, or null when it failed after the head was sent: then the browser renders it. */
      const regionHtml = async (): Promise<RegionHtml | null> => {
        if (!owner || !region?.html || notFound) return null;
        try {
          return await withTimeout(region.html(), regionTimeoutMs, `rendering ${url}`);
        } catch (error) {
          trailers['x-sohnne-region-fallback'] = owner.mfe;
          log({
            level: 'warn',
            msg: 'region rendered in the browser instead',
            mfe: owner.mfe,
            version: manifest.mfes[owner.mfe].version,
            url,
            error: String(error),
          });
          return null;
        }
      };
      const rest = async () => {
        const rendered = await regionHtml();
        const regions: Record<string, string> = Object.fromEntries(
          routes.names.map((name) => [name, `<div id="${regionRootId(name)}"></div>`]),
        );
        const regionStates: PageData['regions'] = {};
        if (owner && rendered) {
          regions[owner.mfe] =
            `<div id="${regionRootId(owner.mfe)}" data-ssr="${escapeHtml(owner.mfe)}">${rendered.html}</div>`;
          regionStates[owner.mfe] = { state: rendered.state };
        }
        const data: PageData = {
          manifest: {
            mfes: Object.fromEntries(
              Object.entries(manifest.mfes).map(([name, { version, entry, routes: list }]) => [
                name,
                { version, entry, routes: list },
              ]),
            ),
          },
          session,
          cart,
          cartUnavailable: hasCart && cartBody === null,
          wishlist,
          currency,
          rates: rateTable,
          a11y,
          notFound,
          regions: regionStates,
        };
        const services = createServerServices({
          url,
          routes,
          platform,
          notFound,
          a11y,
          chatConfigured: options.chatConfigured,
          regions,
        });
        const sheet = new ServerStyleSheet();
        try {
          const app = renderToString(sheet.collectStyles(<ShellApp services={services} />));
          return (
            documentRoot(sheet.getStyleTags() + (rendered?.css ?? ''), app) +
            documentEnd(template, data)
          );
        } finally {
          sheet.seal();
        }
      };
      async function* document() {
        // The region's browser entry loads while the page renders (only the one the browser will mount).
        const preload = owner && !notFound ? [manifest.mfes[owner.mfe].entry] : [];
        yield documentStart(template, { head, origin, a11y, preload });
        yield await rest();
      }
      return { status, headers, body: Readable.from(document()), trailers: () => trailers };
    },
  };
}
