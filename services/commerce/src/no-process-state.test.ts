import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Replicas share nothing but the database: state kept in a process (a Map or Set in a class field or at
 * module level, a module-level `let`) would make each replica decide business rules on its own. Such
 * state is refused here; the few process-local fields that are wiring, not rules, are named below.
 */
const WIRING: Record<string, string[]> = {
  // Subscribers registered once at start-up.
  'orders/order-placed.hook.ts': ['listeners'],
};

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

/** The names of the process-lived mutable state a source file declares. */
function processState(source: string, fileName = 'source.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const isMutableValue = (node: ts.Expression | undefined) =>
    !!node &&
    ((ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      COLLECTIONS.has(node.expression.text)) ||
      ts.isArrayLiteralExpression(node) ||
      ts.isObjectLiteralExpression(node));

  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      const mutable = !(statement.declarationList.flags & ts.NodeFlags.Const);
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(file);
        const init = declaration.initializer;
        if (mutable) found.push(name);
        else if (init && ts.isNewExpression(init) && isMutableValue(init)) found.push(name);
      }
    }
    const classes = ts.isClassDeclaration(statement) ? [statement] : [];
    for (const declaration of classes)
      for (const member of declaration.members)
        if (ts.isPropertyDeclaration(member) && isMutableValue(member.initializer))
          found.push(member.name.getText(file));
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('no business rule in process memory', () => {
  it('finds a Map or Set kept in a class or module, and a module-level let', () => {
    expect(
      processState(`
        const RULES = new Map<string, number>();
        let counter = 0;
        const LIMIT = 5;
        export class RewardsService {
          private readonly queues = new Map<string, Promise<void>>();
          private readonly seen: string[] = [];
          private timer?: NodeJS.Timeout;
          constructor(private readonly limit = LIMIT) {}
          run() { const local = new Map(); return local; }
        }
      `),
    ).toEqual(['RULES', 'counter', 'queues', 'seen']);
  });

  it('holds for every source file of the commerce service', () => {
    const root = __dirname;
    const offenders = sourceFiles(root).flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const allowed = WIRING[relative] ?? [];
      return processState(readFileSync(file, 'utf8'), file)
        .filter((name) => !allowed.includes(name))
        .map((name) => `${relative}: ${name}`);
    });
    expect(offenders).toEqual([]);
  });
});
