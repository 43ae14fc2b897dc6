/** A base no real address has: a target that resolves to another origin is not one of this shop's paths. */
const RESOLVING_BASE = 'http://sohnne.invalid';

/**
 * Where to go after signing in: `target` when it is one of this shop's own paths (a single leading '/',
 * no scheme, no host, no backslash trickery), otherwise the home page.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || /[\\\s]/.test(target))
    return '/';
  try {
    const url = new URL(target, RESOLVING_BASE);
    if (url.origin !== RESOLVING_BASE) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

/** Every account page keeps out of search engines. */
export const PRIVATE_HEAD = { robots: 'noindex' } as const;
