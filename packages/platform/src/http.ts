/** The httpOnly session cookie the account service issues (the shell server only checks that it is there). */
export const SESSION_COOKIE = 'sohnne_session';
/** The visitor's cart cookie the commerce service issues. */
export const CART_COOKIE = 'sohnne_cart';

/** The coupon code the shopper applied: kept in a cookie so reloads and server renders know it. */
export const COUPON_COOKIE = 'sohnne_coupon';

/** The campaign parameters (utm_*) a visitor landed with, as URL-encoded JSON; the order confirmation posts them. */
export const UTM_COOKIE = 'sohnne_utm';

/** The CSRF double-submit cookie every service checks on state-changing calls. */
export const CSRF_COOKIE = 'sohnne_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** Headers to send with any call to the services: the CSRF token when one was issued. */
export function csrfHeaders(): Record<string, string> {
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

let csrfRequest: Promise<void> | null = null;

/**
 * A server-rendered page may make its first API call a state-changing one (a login), before any service has
 * issued the CSRF cookie: then one cheap GET fetches it first.
 */
export async function ensureCsrfToken(): Promise<void> {
  if (typeof document === 'undefined' || readCookie(CSRF_COOKIE)) return;
  csrfRequest ??= fetch('/api/session', { credentials: 'include' })
    .then(
      () => undefined,
      (error: unknown) => console.warn('[platform] could not obtain a CSRF token', error),
    )
    .finally(() => {
      csrfRequest = null;
    });
  await csrfRequest;
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Whether a call with this method changes state, so needs the CSRF token (GET when none is given). */
export const changesState = (method = 'GET') => !SAFE_METHODS.includes(method.toUpperCase());

/**
 * Sends a state-changing call, and once more when it was refused (403) for a CSRF token the service has
 * just replaced: a token bound to a session that expired meanwhile, renewed in the refusal's cookie.
 */
export async function withCsrfRetry<T>(
  send: () => Promise<T>,
  refused: (result: T) => boolean,
): Promise<T> {
  await ensureCsrfToken();
  const sentToken = readCookie(CSRF_COOKIE);
  const result = await send();
  return refused(result) && readCookie(CSRF_COOKIE) !== sentToken ? send() : result;
}

/** fetch() for the storefront's own API: same origin, cookies, JSON, CSRF header. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = () => {
    const headers = new Headers(init.headers);
    if (init.body !== undefined && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    for (const [key, value] of Object.entries(csrfHeaders())) headers.set(key, value);
    return fetch(path, { ...init, headers, credentials: 'include' });
  };
  if (!changesState(init.method)) return send();
  return withCsrfRetry(send, (response) => response.status === 403);
}

/** The server's error text from a JSON error body: Nest sends `message` as a string or, for validation, a list. */
export function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length) return message.join(', ');
  return fallback;
}

/** The message to show for a failed RTK Query call (its error carries the body as `data`). */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  return messageOf((error as { data?: unknown } | null | undefined)?.data, fallback);
}
