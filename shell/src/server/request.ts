import { parse as parseCookies } from 'cookie';
import {
  CART_COOKIE,
  COUPON_COOKIE,
  CSRF_COOKIE,
  CURRENCY_COOKIE,
  isCurrencyCode,
  SESSION_COOKIE,
  type CurrencyCode,
  type FlashMessage,
} from '@sohnne/platform';
import { readFlash } from './form-post';
import { A11Y_COOKIE } from '../a11y-mode';
import {
  BUCKET_COOKIE,
  hasCanary,
  newBucket,
  parseBucket,
  resolveManifest,
  type MfeManifest,
} from '../manifest';

/** What a page request says about the page and the visitor: its path and what his cookies ask for. */
export interface VisitorRequest {
  /** Path and query, as requested. */
  url: string;
  pathname: string;
  /** The Cookie header, forwarded to the services. */
  cookie: string | undefined;
  signedIn: boolean;
  /** Signed in, or a guest cart: the cart is read. */
  hasCart: boolean;
  coupon: string | null;
  currency: CurrencyCode;
  a11y: boolean;
  /** The visitor's canary bucket, when his cookie has one. */
  bucket: number | null;
  /** The visitor's CSRF token (the services issue it): the hidden field of the forms on his own pages. */
  csrfToken: string | null;
  /** The message a form's action left for this page (read once, then ended). */
  flash: FlashMessage | null;
}

export function readRequest(url: string, cookie: string | undefined): VisitorRequest {
  const cookies = parseCookies(cookie ?? '');
  const signedIn = !!cookies[SESSION_COOKIE];
  const currency = cookies[CURRENCY_COOKIE];
  return {
    url,
    pathname: new URL(url, 'http://storefront.invalid').pathname,
    cookie,
    signedIn,
    hasCart: signedIn || !!cookies[CART_COOKIE],
    coupon: cookies[COUPON_COOKIE] || null,
    currency: isCurrencyCode(currency) ? currency : 'USD',
    a11y: cookies[A11Y_COOKIE] === 'on',
    bucket: parseBucket(cookies[BUCKET_COOKIE]),
    csrfToken: cookies[CSRF_COOKIE] || null,
    flash: readFlash(cookie),
  };
}

/**
 * The versions this visitor gets. While a canary runs, a visitor without a bucket is given one (on his first
 * page; `newBucket` is then set in his cookie) and it decides which versions he gets.
 */
export function visitorManifest(
  published: MfeManifest,
  known: number | null,
  draw: () => number = newBucket,
): { manifest: MfeManifest; bucket: number | null; newBucket: boolean } {
  const bucket = known ?? (hasCanary(published) ? draw() : null);
  return {
    manifest: resolveManifest(published, bucket),
    bucket,
    newBucket: bucket !== null && known === null,
  };
}

/** The cookie that keeps a new bucket for a year; Secure when the shop is served over https. */
export const bucketCookie = (bucket: number, publicUrl: string) =>
  `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax${publicUrl.startsWith('https:') ? '; Secure' : ''}`;
