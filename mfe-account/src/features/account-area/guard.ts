/** A base no real address has: a target that resolves to another origin is not one of this shop's paths. */
const SHOP_ORIGIN = 'http://shop.invalid';

/**
 * Where to go after signing in: `target` when it is one of this shop's own paths, otherwise the home page.
 * The decision is taken on the path as a browser resolves it (tabs and newlines dropped, backslashes read as
 * slashes, '.' and '..' segments removed), never on the raw text: '/.//host' resolves to '//host', which a
 * navigation would take to another origin.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(target, SHOP_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== SHOP_ORIGIN) return '/';
  // A path starting '//' (or '/\') is read as a host when it is navigated to.
  if (/^\/[/\\]/.test(url.pathname)) return '/';
  return url.pathname + url.search + url.hash;
}

/** Every account page keeps out of search engines. */
export const PRIVATE_HEAD = { robots: 'noindex' } as const;
