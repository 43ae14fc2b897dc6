/*
 * The path patterns of the route lists: static segments, `:name` parameters and a final `*` (one or more
 * segments, as params['*']); case-insensitive. No imports, on purpose: the shell, the MFEs and the release
 * scripts (`npm run ship`'s route-collision check, which transpiles this file) all match with this one file.
 */

export type RouteParams = Readonly<Record<string, string | undefined>>;

export function normalizePathname(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/')
    ? pathname.replace(/\/+$/, '') || '/'
    : pathname;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches a path against a pattern. Single-spa owns navigation, so this is all of a router the MFEs need
 * (react-router, unshakeable as a shared module, would cost every page ~13 KB gzip).
 */
export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const segment = wanted[i];
    if (segment === '*') {
      if (given.length <= i) return null;
      const rest = given.slice(i).map(decodeSegment);
      if (rest.includes(null)) return null;
      params['*'] = rest.join('/');
      return params;
    }
    if (i >= given.length) return null;
    const value = decodeSegment(given[i]);
    if (value === null) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return given.length === wanted.length ? params : null;
}

/**
 * True when some path matches both patterns — the question `matchPattern` answers for one path, asked of
 * every path: segment by segment, two static segments must be equal, a parameter takes any one segment,
 * and a final `*` takes the one or more segments that remain.
 */
export function patternsOverlap(a: string, b: string): boolean {
  const left = a.split('/').filter(Boolean);
  const right = b.split('/').filter(Boolean);
  for (let i = 0; ; i++) {
    const l = left[i];
    const r = right[i];
    if (l === '*' || r === '*') return l !== undefined && r !== undefined; // the star needs at least one segment
    if (l === undefined || r === undefined) return l === r;
    const isStatic = (segment: string) => !segment.startsWith(':');
    if (isStatic(l) && isStatic(r) && l.toLowerCase() !== r.toLowerCase()) return false;
  }
}
