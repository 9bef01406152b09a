// Fails when modules of the product import each other in a circle (run by `npm run lint`). A cycle
// makes load order decide which module sees the other half-initialised, and ties layers together
// that should depend one way. Static imports, dynamic import() and re-exports count; type-only
// imports do not (they are gone at run time). Modules are resolved as TypeScript resolves them.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['contract/src', 'server/src', 'web/src', 'simulators/netsapiens/src', 'e2e/support'].map((dir) => path.join(root, dir));

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names: `./x.js` is `./x.ts` or `./x.tsx`, `./dir` its index. */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.(ts|tsx|mts)$/.test(file) && fs.existsSync(file));
}

const typeOnlyImport = (node) => {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
};

/** The modules a file needs at run time. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !typeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((specifier) => resolve(file, specifier)).filter(Boolean);
}

/** Tarjan's strongly connected components: each with more than one module is a cycle. */
function cyclesOf(graph) {
  let index = 0;
  const indexes = new Map();
  const lows = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (node) => {
    indexes.set(node, index);
    lows.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        connect(next);
        lows.set(node, Math.min(lows.get(node), lows.get(next)));
      } else if (onStack.has(next)) lows.set(node, Math.min(lows.get(node), indexes.get(next)));
    }
    if (lows.get(node) !== indexes.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
  };
  for (const node of graph.keys()) if (!indexes.has(node)) connect(node);
  return cycles;
}

const graph = new Map(SOURCE_DIRS.flatMap(sourceFiles).map((file) => [file, runtimeImports(file)]));
const cycles = cyclesOf(graph);
if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`Import cycle:\n  ${cycle.map((file) => path.relative(root, file)).sort().join('\n  ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} modules.`);
