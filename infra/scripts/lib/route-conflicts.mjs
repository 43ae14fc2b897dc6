// The check that two MFEs never claim the same page: run when an MFE is shipped, against the routes of
// every other live MFE. A last-resort route (content's '/:slug') yields to everything else, but there can
// be only one.
import { matchPath } from 'react-router';

const isStatic = (path) => !/[:*]/.test(path);
const claims = (pattern, path) => !!matchPath({ path: pattern, end: true }, path);

/** `table`: MFE name → its routes ({ path, fallback? }). Returns one sentence per conflict. */
export function routeConflicts(table) {
  const conflicts = [];
  const names = Object.keys(table);
  names.forEach((a, i) => {
    for (const b of names.slice(i + 1)) {
      for (const ra of table[a] ?? []) {
        for (const rb of table[b] ?? []) {
          if (ra.fallback && rb.fallback) {
            conflicts.push(`${a} (${ra.path}) and ${b} (${rb.path}) are both last-resort routes`);
          } else if (!ra.fallback && !rb.fallback) {
            const clash = ra.path === rb.path || (isStatic(ra.path) && claims(rb.path, ra.path)) || (isStatic(rb.path) && claims(ra.path, rb.path));
            if (clash) conflicts.push(`${a} (${ra.path}) and ${b} (${rb.path}) claim the same path`);
          }
        }
      }
    }
  });
  return conflicts;
}
