/** Injection tokens and names the kit and the services agree on. */
export const SERVICE_OPTIONS = Symbol('SERVICE_OPTIONS');
export const SERVICE_ENV = Symbol('SERVICE_ENV');
/**
 * Optional provider (account only, which owns the sessions): (claims) => Promise<boolean>, false when the
 * session was revoked. Other services ask the account service (RemoteSessionCheck).
 */
export const SESSION_CHECK = Symbol('SESSION_CHECK');
export const SESSION_COOKIE = 'sohnne_session';
export const CSRF_COOKIE = 'sohnne_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** httpOnly, signed: the browser's own id, which the CSRF token and the visitor cart are bound to. */
export const VISITOR_COOKIE = 'sohnne_visitor';
/** The account service's internal (not proxied by the edge) session look-up: `<path>/<sid>?user=<sub>`. */
export const SESSION_LOOKUP_PATH = '/internal/sessions';
