/** Injection tokens and names the kit and the services agree on. */
export const SERVICE_OPTIONS = Symbol('SERVICE_OPTIONS');
export const SERVICE_ENV = Symbol('SERVICE_ENV');
/** Optional provider (account only): (claims) => Promise<boolean>, false when the session was revoked. */
export const SESSION_CHECK = Symbol('SESSION_CHECK');
export const SESSION_COOKIE = 'sohnne_session';
export const CSRF_COOKIE = 'sohnne_csrf';
export const CSRF_HEADER = 'x-csrf-token';
