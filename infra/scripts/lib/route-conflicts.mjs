// The check that two MFEs never claim the same page: run when an MFE is shipped, against the routes of
// every other live MFE. It matches with the run time's own matcher (packages/platform/src/path-pattern.ts,
// transpiled here from its source), so what it refuses is exactly what would collide in a page request.
// A last-resort route (content's '/:slug') yields to everything else, but there can be only one.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './bootstrap.mjs';

const source = fs.readFileSync(
  path.join(REPO_ROOT, 'packages/platform/src/path-pattern.ts'),
  'utf8',
);
const { outputText } = ts.transpileModule(source, {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
});
const { patternsOverlap } = await import(
  `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`
);

/** `table`: MFE name → its routes ({ path, fallback? }). Returns one sentence per conflict, naming both routes. */
export function routeConflicts(table) {
  const conflicts = [];
  const names = Object.keys(table);
  names.forEach((a, i) => {
    for (const b of names.slice(i + 1)) {
      for (const ra of table[a] ?? []) {
        for (const rb of table[b] ?? []) {
          if (ra.fallback && rb.fallback) {
            conflicts.push(`${a} (${ra.path}) and ${b} (${rb.path}) are both last-resort routes`);
          } else if (!ra.fallback && !rb.fallback && patternsOverlap(ra.path, rb.path)) {
            conflicts.push(`${a} (${ra.path}) and ${b} (${rb.path}) claim the same path`);
          }
        }
      }
    }
  });
  return conflicts;
}
