import type { LoadContext, LoadResult } from '@sohnne/platform';

/** A base no real address has: a target that resolves to another origin is not one of this shop's paths. */
const RESOLVING_BASE = 'http://sohnne.invalid';

/**
 * Where to go after signing in: `target` when it is one of this shop's own paths (a single leading '/',
 * no scheme, no host, no backslash trickery), otherwise the home page.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || /[\\\s]/.test(target)) return '/';
  try {
    const url = new URL(target, RESOLVING_BASE);
    if (url.origin !== RESOLVING_BASE) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

/** The login page that brings the visitor back to `path` afterwards. */
export function loginFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** A loader's answer for a visitor on a customer's page: sign in first (a 302 on the server, a replace in the browser). */
export function requireCustomer({ platform, pathname, query }: Pick<LoadContext, 'platform' | 'pathname' | 'query'>): LoadResult | null {
  if (platform.session.get()) return null;
  const search = query.toString();
  return { redirect: loginFor(search ? `${pathname}?${search}` : pathname) };
}

/** Every account page keeps out of search engines. */
export const PRIVATE_HEAD = { robots: 'noindex' } as const;

/** True for an RTK Query error that says the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === 401;
}

export function isNotFound(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === 404;
}
