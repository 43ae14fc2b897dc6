import {
  formatTitle,
  serializeJsonForHtml,
  PAGE_DATA_ID,
  type Head,
  type PageData,
} from '@sohnne/platform';
import type { MfeManifest } from '../manifest';
import { HEAD_ATTRIBUTE, headTags } from '../platform/head';
import type { VisitorRequest } from './request';
import type { Shopper } from './shopper';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The page's head tags as HTML, every value escaped; JSON-LD as a data block nothing in it can close. */
export function renderHead(head: Head, origin: string): string {
  const title = `<title>${escapeHtml(formatTitle(head.title ?? '', head.exactTitle))}</title>`;
  const tags = headTags(head, origin).map(([tag, attributes, text]) => {
    const attrs = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    if (text === undefined) return `<${tag}${attrs} ${HEAD_ATTRIBUTE}>`;
    return `<${tag}${attrs} ${HEAD_ATTRIBUTE}>${serializeJsonForHtml(JSON.parse(text))}</${tag}>`;
  });
  return [title, ...tags].join('');
}

/**
 * The shell's built index.html cut where a page goes in, once per template: its scripts and static tags
 * kept, the default title and description dropped.
 */
export interface DocumentTemplate {
  /** Up to the end of the head, whose page tags go before `</head>`. */
  head: string;
  /** From `</head>` to where the root element goes. */
  bodyStart: string;
  /** After the root element, up to `</body>`, before which the data block goes. */
  bodyEnd: string;
  /** `</body>` and what follows. */
  end: string;
}

export function parseTemplate(template: string): DocumentTemplate {
  const html = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '');
  const cut = (text: string, marker: RegExp | string): [string, string, string] => {
    const match =
      typeof marker === 'string' ? { index: text.indexOf(marker), 0: marker } : marker.exec(text);
    if (!match || match.index === undefined || match.index < 0)
      throw new Error(`The shell's index.html has no ${String(marker)}`);
    return [text.slice(0, match.index), match[0], text.slice(match.index + match[0].length)];
  };
  const [head, , afterHead] = cut(html, '</head>');
  const [bodyStart, , afterRoot] = cut(`</head>${afterHead}`, /<div id="?root"?><\/div>/);
  const [bodyEnd, , end] = cut(afterRoot, '</body>');
  return { head, bodyStart, bodyEnd, end: `</body>${end}` };
}

/**
 * The document up to the root element: the page's head tags, the accessibility mode on <html>, and
 * `preload`: scripts the page will need (the region's remoteEntry.js), fetched while the page renders.
 */
export function documentStart(
  template: DocumentTemplate,
  {
    head,
    origin,
    a11y,
    preload = [],
  }: { head: Head; origin: string; a11y: boolean; preload?: string[] },
): string {
  const preloads = preload
    .map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`)
    .join('');
  const start = `${template.head}${preloads}${renderHead(head, origin)}${template.bodyStart}`;
  return a11y ? start.replace(/<html([^>]*)>/, '<html$1 data-a11y="on">') : start;
}

/**
 * The root element with the layout's HTML (the region's inside it), preceded by the styles of both: outside
 * the root, which the browser hydrates, and before the HTML they style.
 */
export function documentRoot(styles: string, app: string): string {
  return `${styles}<div id="root">${app}</div>`;
}

/** The rest of the document: the page's data as a JSON block nothing in it can close. */
export function documentEnd(template: DocumentTemplate, data: PageData): string {
  return `${template.bodyEnd}<script type="application/json" id="${PAGE_DATA_ID}">${serializeJsonForHtml(data)}</script>${template.end}`;
}

/**
 * What the browser starts from, so that its first render matches the HTML: the versions it mounts (without
 * their server entries), the shopper's state and each server-rendered region's store.
 */
export function pageData({
  manifest,
  shopper,
  request,
  notFound,
  flash,
  regions,
}: {
  manifest: MfeManifest;
  shopper: Shopper;
  request: Pick<VisitorRequest, 'currency' | 'a11y'>;
  notFound: boolean;
  flash: PageData['flash'] | null;
  regions: PageData['regions'];
}): PageData {
  return {
    manifest: {
      mfes: Object.fromEntries(
        Object.entries(manifest.mfes).map(([name, { version, entry, routes }]) => [
          name,
          { version, entry, routes },
        ]),
      ),
    },
    session: shopper.session,
    cart: shopper.cart,
    cartUnavailable: shopper.cartUnavailable,
    wishlist: shopper.wishlist,
    currency: request.currency,
    rates: shopper.rates,
    a11y: request.a11y,
    notFound,
    regions,
    ...(flash && { flash }),
  };
}
