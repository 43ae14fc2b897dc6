import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { LRUCache } from 'lru-cache';
import {
  regionRootId,
  type ApiTransport,
  type CurrencyCode,
  type FlashMessage,
  type Rates,
  type WidgetsApi,
} from '@sohnne/platform';
import { copyrightYear } from '../layout/Footer';
import { ShellApp } from '../layout/ShellApp';
import type { ShellRoutes } from '../routes';
import { escapeHtml } from './document';
import { createServerServices, serverPlatform } from './services';
import type { Shopper } from './shopper';

/** The layout is one HTML for every shopper with the same facts: its render calls no service, as no one. */
const NO_CALLS: ApiTransport = (path) =>
  Promise.reject(new Error(`the layout's render calls no service (${path})`));

/** Everything the layout's HTML depends on: the same facts give the same HTML. */
export interface LayoutFacts {
  /** The MFE versions the visitor gets (their route tables decide the regions and the owner). */
  versions: string;
  routes: ShellRoutes;
  url: string;
  notFound: boolean;
  a11y: boolean;
  shopper: Omit<Shopper, 'rates' | 'cartUnavailable'>;
  currency: CurrencyCode;
  rates: Rates;
  /** The MFE whose server HTML goes into its region; the other regions are empty root elements. */
  rendered: string | null;
  /** A form's message the page shows as a toast (the browser's first render shows the same). */
  flash: FlashMessage | null;
  /** What the layout's forms hold in their hidden token field. */
  formToken: string;
}

/** Where the region's HTML goes in a kept layout: a comment no region or layout HTML contains. */
const REGION_SLOT = '<!--sohnne-region-slot-->';

/**
 * The layout (header, regions, footer) as HTML with the style tags it uses. Rendering it (React and
 * styled-components) is most of a page's cost, and every request of a page with the same facts gives the
 * same HTML: it is rendered once per facts (the versions, the URL, the shopper's state, the year) and kept,
 * with a slot where each request's region HTML goes.
 */
export function createLayoutRenderer({
  chatConfigured,
  widgets,
  maxBytes = 32 * 1024 * 1024,
}: {
  chatConfigured: boolean;
  widgets: WidgetsApi;
  maxBytes?: number;
}) {
  const kept = new LRUCache<string, { styles: string; html: string }>({
    maxSize: maxBytes,
    sizeCalculation: ({ styles, html }) => styles.length + html.length,
  });

  const renderLayout = (facts: LayoutFacts) => {
    const { routes, url, notFound, a11y, shopper, rendered, flash, formToken } = facts;
    const regions: Record<string, string> = Object.fromEntries(
      routes.names.map((name) => [name, `<div id="${regionRootId(name)}"></div>`]),
    );
    if (rendered)
      regions[rendered] =
        `<div id="${regionRootId(rendered)}" data-ssr="${escapeHtml(rendered)}">${REGION_SLOT}</div>`;
    const platform = serverPlatform(
      NO_CALLS,
      { ...shopper, currency: facts.currency, rates: facts.rates },
      widgets,
    );
    const services = createServerServices({
      url,
      routes,
      platform,
      notFound,
      a11y,
      chatConfigured,
      regions,
      flash,
      formToken,
    });
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(<ShellApp services={services} />));
      return { styles: sheet.getStyleTags(), html };
    } finally {
      sheet.seal();
    }
  };

  /** The layout's styles and HTML with `regionHtml` in the rendered region. */
  return (facts: LayoutFacts, regionHtml = '') => {
    // The routes follow from the versions; the footer's year from the clock.
    const { routes: _routes, ...rest } = facts;
    const key = JSON.stringify([rest, copyrightYear()]);
    let layout = kept.get(key);
    if (!layout) {
      layout = renderLayout(facts);
      kept.set(key, layout);
    }
    return {
      styles: layout.styles,
      html: facts.rendered ? layout.html.replace(REGION_SLOT, () => regionHtml) : layout.html,
    };
  };
}
