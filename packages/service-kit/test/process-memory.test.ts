import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every service runs as several replicas, restarted at every deploy: a rule that must hold across them
 * (a limit, a balance, 'only once') lives in the database, never in process memory. This fails on state a
 * service keeps between requests in its own memory, in services/<name>/src:
 * - a Map, Set, WeakMap or LRUCache held by a class (providers are singletons) or at module level;
 * - a module-level `let` or `var`.
 * A cache that is only an optimisation (the database still decides) is allowed by a comment just above
 * it: `// in-memory-ok: <why it is only an optimisation>`.
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const SERVICES_DIR = path.join(REPO_ROOT, 'services');
const ALLOW_MARKER = /in-memory-ok:\s*\S/;
const CONTAINERS = new Set(['Map', 'Set', 'WeakMap', 'LRUCache']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

const newContainer = (node: ts.Node | undefined): boolean =>
  !!node &&
  ts.isNewExpression(node) &&
  ts.isIdentifier(node.expression) &&
  CONTAINERS.has(node.expression.text);

/** The state a file keeps between requests, as `<file>: <name>`, unless marked as an optimisation. */
function processMemoryIn(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const where = path.relative(REPO_ROOT, file);
  const found: string[] = [];
  const allowed = (node: ts.Node) =>
    (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []).some((range) =>
      ALLOW_MARKER.test(text.slice(range.pos, range.end)),
    );
  const report = (node: ts.Node, name: string) => {
    if (!allowed(node)) found.push(`${where}: ${name}`);
  };

  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const mutable = !(statement.declarationList.flags & ts.NodeFlags.Const);
      for (const declaration of statement.declarationList.declarations) {
        if (mutable || newContainer(declaration.initializer))
          report(statement, declaration.name.getText(source));
      }
    }
    if (ts.isClassDeclaration(statement)) {
      for (const member of statement.members) {
        if (ts.isPropertyDeclaration(member) && newContainer(member.initializer))
          report(member, member.name.getText(source));
      }
    }
  }
  return found;
}

describe('no business rule kept in process memory (services/*/src)', () => {
  it('finds no Map, Set, LRUCache or module-level variable holding state between requests, but marked caches', () => {
    const services = fs
      .readdirSync(SERVICES_DIR)
      .filter((name) => fs.existsSync(path.join(SERVICES_DIR, name, 'src')));
    expect(services.length).toBeGreaterThan(0);
    const found = services.flatMap((name) =>
      sourceFiles(path.join(SERVICES_DIR, name, 'src')).flatMap((file) => processMemoryIn(file)),
    );
    expect(found).toEqual([]);
  });

  it('catches a provider’s Map or LRUCache, a module-level Set or let, and lets a marked cache and a local Map pass', () => {
    const file = path.join(SERVICES_DIR, 'probe', 'src', 'probe.service.ts');
    const text = `
      let attempts = 0;
      const seen = new Set<string>();
      const LIMIT = 5;
      export class ProbeService {
        private readonly redeemed = new Map<string, boolean>();
        private readonly limits = new LRUCache<string, number>({ max: 100 });
        // in-memory-ok: answers kept 1 s, the database decides
        private readonly answers = new Map<string, boolean>();
        count(ids: string[]) { const unique = new Map(ids.map((id) => [id, id])); return unique.size + LIMIT; }
      }`;
    expect(processMemoryIn(file, text)).toEqual([
      'services/probe/src/probe.service.ts: attempts',
      'services/probe/src/probe.service.ts: seen',
      'services/probe/src/probe.service.ts: redeemed',
      'services/probe/src/probe.service.ts: limits',
    ]);
  });
});
