import { parse as parseCookies } from 'cookie';
import { CSRF_COOKIE, FORM_TOKEN_FIELD, SESSION_COOKIE, type FlashMessage } from '@sohnne/platform';

/*
 * A form posted to a page before (or without) its scripts: the page server runs the page's action only for
 * a post from the shop itself. As strong as the API's check: the browser must say where the post comes from
 * (Sec-Fetch-Site, or where a browser does not send it, Origin), and the form's hidden token must be the visitor's CSRF cookie — always for a
 * signed-in customer (whose pages are rendered per request, token included), and whenever the form has one
 * (a page the edge may send to every visitor is rendered without it: such a post is a visitor's).
 */

export interface FormPost {
  form: URLSearchParams;
  /** The Origin header, if the browser sent one. */
  origin?: string;
  /** The Sec-Fetch-Site header, if the browser sent one. */
  fetchSite?: string;
}

/** What the shopper reads when a post is refused for where it came from. */
export const CROSS_SITE_POST =
  'This form was sent from outside the shop, so it was not accepted. Please fill it in again here.';
/** What the shopper reads when the form's token is missing or old. */
export const STALE_FORM =
  'This form had expired, so it was not sent. Please check it and send it again.';

/** Why the post may not run the page's action, or null when it may. */
export function refusalOf(
  { form, origin, fetchSite }: FormPost,
  cookie: string | undefined,
  publicUrl: string,
): string | null {
  // Sec-Fetch-Site first: a page that sends no Referer (a reset link's) posts with `Origin: null`.
  const fromShop =
    fetchSite !== undefined
      ? fetchSite === 'same-origin'
      : origin !== undefined && origin === new URL(publicUrl).origin;
  if (!fromShop) return CROSS_SITE_POST;
  const cookies = parseCookies(cookie ?? '');
  const sent = form.get(FORM_TOKEN_FIELD) ?? '';
  if (!sent && !cookies[SESSION_COOKIE]) return null;
  return sent && sent === cookies[CSRF_COOKIE] ? null : STALE_FORM;
}

/** The one-time message a form's action leaves for the page it redirects to. */
export const FLASH_COOKIE = 'sohnne_flash';

const MAX_FLASH_LENGTH = 300;

export function flashCookie(flash: FlashMessage, publicUrl: string): string {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url');
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure}`;
}

/** The cookie's end, once its message is on a page. */
export const FLASH_SEEN = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The message in the visitor's flash cookie, if any (anything malformed is no message). */
export function readFlash(cookie: string | undefined): FlashMessage | null {
  const value = parseCookies(cookie ?? '')[FLASH_COOKIE];
  if (!value) return null;
  try {
    const flash = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as FlashMessage;
    return (flash.kind === 'success' || flash.kind === 'error') &&
      typeof flash.text === 'string' &&
      flash.text.length <= MAX_FLASH_LENGTH
      ? { kind: flash.kind, text: flash.text }
      : null;
  } catch {
    return null;
  }
}
