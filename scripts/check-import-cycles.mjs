// Fails when modules of the product import each other in a circle (run by `npm run lint`). A cycle
// makes load order decide which module sees the other half-initialised, and ties files together that
// should depend one way: one can no longer be read, moved or tested without the other. Static imports,
// dynamic import(), re-exports and type-only imports all count (a type-only circle still ties the
// files together). Modules are resolved as TypeScript resolves them. Every workspace of the root
// package.json is read: its sources and its tests.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const WORKSPACES = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const SOURCE_DIRS = WORKSPACES.flatMap((workspace) => ['src', 'test', 'tests', 'support', 'bench'].map((dir) => path.join(root, workspace, dir)));

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

/** The modules a file imports, for its types too. */
function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) found.push(node.moduleSpecifier.text);
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

const graph = new Map(SOURCE_DIRS.flatMap(sourceFiles).map((file) => [file, importsOf(file)]));
const cycles = cyclesOf(graph);
if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`Import cycle:\n  ${cycle.map((file) => path.relative(root, file)).sort().join('\n  ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} modules.`);
