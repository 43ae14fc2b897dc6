import type { CartSummary, CurrencyCode, SessionUser } from './contract';
import type { FlashMessage, FormSubmission } from './form-action';
import type { RouteMeta } from './routing';

/**
 * What the shell server hands the browser beside the HTML, as a JSON data block (no inline script, so
 * the CSP stays strict): the manifest it rendered with, the shell's state and each region's RTK state.
 */
export interface PageData {
  manifest: {
    mfes: Record<string, { version: string; entry: string; routes: RouteMeta[] }>;
  };
  session: SessionUser | null;
  cart: CartSummary;
  /** The shell server could not read the cart (commerce down or slow): the browser reads it again. */
  cartUnavailable?: boolean;
  /** Product ids on the signed-in customer's wishlist. */
  wishlist: string[];
  currency: CurrencyCode;
  rates: Partial<Record<CurrencyCode, number>>;
  a11y: boolean;
  /** The page is the 404 page (an unknown path, or a route whose loader answered 404). */
  notFound: boolean;
  /** Regions rendered on the server: MFE name → its store's state, and a form post it refused. */
  regions: Record<string, { state: unknown; posted?: PostedPage }>;
  /** A form action's one-time message, shown as a toast on the page it redirected to. */
  flash?: FlashMessage;
}

/** A form post the page server refused (422), with the page's address it was posted to. */
export interface PostedPage {
  href: string;
  form: FormSubmission;
}

export const PAGE_DATA_ID = 'sohnne-page-data';

/** The id of the element an MFE's React root owns, inside the shell's region for that MFE. */
export const regionRootId = (mfe: string) => `mfe-${mfe}-root`;

let cached: PageData | null | undefined;

/** The page's data block, or null when the page was not rendered by the shell server (an MFE running alone). */
export function readPageData(): PageData | null {
  if (cached !== undefined) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
  } catch (error) {
    console.error('[platform] unreadable page data block', error);
    cached = null;
  }
  return cached;
}

/** Serializes data for a <script type="application/json"> block: nothing in it can close the element. */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
