import { ownerOf, type RouteMeta, type RouteTable } from '@sohnne/platform';

/**
 * Which MFE owns which page comes from the manifest: each MFE publishes its own route list with its build.
 * The shell renders only the 404 page itself.
 */
export const NOT_FOUND_TITLE = 'Page not found';

export interface ShellRoutes {
  /** The MFEs in the manifest, in its order: one region each. */
  names: readonly string[];
  owner(pathname: string): { mfe: string; route: RouteMeta } | null;
}

export function createShellRoutes(table: RouteTable): ShellRoutes {
  return {
    names: Object.keys(table),
    owner: (pathname) => {
      const found = ownerOf(table, pathname);
      return found ? { mfe: found.mfe, route: found.match.route } : null;
    },
  };
}
