import {
  CookieJar,
  CSRF_COOKIE,
  CSRF_HEADER,
  COUPON_COOKIE,
  CURRENCY_COOKIE,
  isCurrencyCode,
  type FlashMessage,
} from '@sohnne/platform';
import type { ShellAction } from '@sohnne/platform';
import { flashCookie } from './form-post';

/** Where the browser goes after a layout form's action, with the cookies it sets. */
export interface ShellActionAnswer {
  location: string;
  setCookie: string[];
}

export interface ShellActionContext {
  /** The page the form was posted to (path and query): where the browser comes back to. */
  url: string;
  cookie: string | undefined;
  apiUrl(path: string): string;
  timeoutMs: number;
  publicUrl: string;
}

const SIGN_OUT_FAILED: FlashMessage = {
  kind: 'error',
  text: 'Signing out is unavailable right now. Please try again.',
};

/**
 * A state-changing call to a service as the browser sends it: the shopper's cookies and CSRF token (fetched
 * once with a first refusal when the visitor had none), each answer's cookies kept for the browser.
 */
async function callService(
  { apiUrl, timeoutMs }: ShellActionContext,
  jar: CookieJar,
  apiPath: string,
  body?: unknown,
): Promise<Response> {
  const send = async () => {
    const token = jar.get(CSRF_COOKIE);
    const response = await fetch(apiUrl(apiPath), {
      method: 'POST',
      headers: {
        cookie: jar.header(),
        ...(token && { [CSRF_HEADER]: token }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    jar.receive(response.headers.getSetCookie());
    return response;
  };
  const sentToken = jar.get(CSRF_COOKIE);
  const response = await send();
  return response.status === 403 && jar.get(CSRF_COOKIE) !== sentToken ? send() : response;
}

/** The service's own sentence for a refusal (its `message`), else `fallback`. */
async function refusalText(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : fallback;
}

const ADD_FAILED = 'Could not add to cart. Please try again.';

/** The product page's add-to-cart form: the cart's POST, then back to the page with the outcome. */
async function addToCart(form: URLSearchParams, context: ShellActionContext) {
  const jar = new CookieJar(context.cookie);
  const productId = form.get('productId') ?? '';
  const variantId = form.get('variantId') || undefined;
  const quantity = Number(form.get('quantity') ?? 1);
  const name = form.get('name');
  let flash: FlashMessage;
  try {
    const response = await callService(context, jar, '/api/cart/items', {
      productId,
      ...(variantId && { variantId }),
      quantity,
    });
    flash = response.ok
      ? { kind: 'success', text: name ? `${name} added to cart` : 'Added to cart' }
      : { kind: 'error', text: await refusalText(response, ADD_FAILED) };
  } catch {
    flash = { kind: 'error', text: ADD_FAILED };
  }
  return {
    location: context.url,
    setCookie: [...jar.received, flashCookie(flash, context.publicUrl)],
  };
}

const COUPON_FAILED = 'This coupon could not be applied. Please try again.';

/** The cart's coupon: checked by commerce and kept in the coupon cookie (as the browser's cart keeps it), or removed. */
async function coupon(form: URLSearchParams, context: ShellActionContext) {
  const secure = context.publicUrl.startsWith('https:') ? '; Secure' : '';
  const answer = (flash: FlashMessage, setCookie: string[] = []) => ({
    location: context.url,
    setCookie: [...setCookie, flashCookie(flash, context.publicUrl)],
  });
  if (form.get('intent') === 'remove')
    return answer({ kind: 'success', text: 'Coupon removed' }, [
      `${COUPON_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`,
    ]);
  const code = (form.get('code') ?? '').trim();
  if (!code) return answer({ kind: 'error', text: 'Enter a coupon code' });
  const jar = new CookieJar(context.cookie);
  try {
    const response = await callService(context, jar, '/api/coupons/validate', { code });
    const body = (await response.json().catch(() => null)) as {
      code?: unknown;
      message?: unknown;
    } | null;
    if (!response.ok || typeof body?.code !== 'string')
      return answer(
        { kind: 'error', text: typeof body?.message === 'string' ? body.message : COUPON_FAILED },
        jar.received,
      );
    return answer({ kind: 'success', text: `Coupon ${body.code} applied` }, [
      ...jar.received,
      `${COUPON_COOKIE}=${encodeURIComponent(body.code)}; Path=/; SameSite=Lax${secure}`,
    ]);
  } catch {
    return answer({ kind: 'error', text: COUPON_FAILED }, jar.received);
  }
}

/**
 * Runs a layout form's action: the currency chosen kept in its cookie; a sign-out, then home; an add to the
 * cart (the platform's, which any MFE's page offers), then back with the outcome.
 */
export async function runShellAction(
  action: string,
  form: URLSearchParams,
  context: ShellActionContext,
): Promise<ShellActionAnswer | null> {
  switch (action as ShellAction) {
    case 'currency': {
      const code = form.get('currency') ?? '';
      const secure = context.publicUrl.startsWith('https:') ? '; Secure' : '';
      return {
        location: context.url,
        setCookie: isCurrencyCode(code)
          ? [`${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`]
          : [],
      };
    }
    case 'logout':
      try {
        const jar = new CookieJar(context.cookie);
        const response = await callService(context, jar, '/api/logout');
        if (!response.ok) throw new Error(`POST /api/logout answered ${response.status}`);
        return { location: '/', setCookie: jar.received };
      } catch {
        return {
          location: context.url,
          setCookie: [flashCookie(SIGN_OUT_FAILED, context.publicUrl)],
        };
      }
    case 'add-to-cart':
      return addToCart(form, context);
    case 'coupon':
      return coupon(form, context);
    default:
      return null;
  }
}
