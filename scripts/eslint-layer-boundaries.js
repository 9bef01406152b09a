// Layer boundaries of the web and the server, for every way a module reaches another: static
// imports, dynamic import(), and re-exports (`export ... from`, `export * from`).
//
// Web: shared code (components, lib, locales) -> features -> app and shell. A feature never imports
// another feature, and shared code never imports a feature or the app.
// Server: shared code (lib, db, integrations, jobs, resources, config, and rpc/call-context.ts, the
// part of the rpc layer that handlers are written against) -> features -> the composition (rpc,
// plugins, wiring, app.ts, areas.ts, services.ts, main.ts, and each feature's `<feature>.area.ts`, which
// wires that feature from the core). Shared code never imports a feature or the composition; a
// feature never imports the composition, nor another feature: what several features share is a shared
// layer of its own named for what it is (auth, app-settings, device-work, platform). A feature's area
// module belongs to the composition and may wire others' parts. Import cycles are refused by
// scripts/check-import-cycles.mjs.
// The server's sources never import a simulator: the product runs without them (its demo seed holds
// the demo's credentials itself); only its tests, benches and scripts start them.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'web', 'src');
const serverSrc = path.join(root, 'server', 'src');

// Top-level folders and files (without their extension: imports name `.js`, the files are `.ts`).
const SERVER_COMPOSITION = new Set(['rpc', 'plugins', 'app', 'services', 'main', 'areas', 'wiring']);

/** The package and layer of a file, or null outside the two source trees. */
function layerOf(file) {
  const inWeb = path.relative(webSrc, file);
  if (!inWeb.startsWith('..')) {
    const [top, second] = inWeb.split(path.sep);
    if (top === 'features') return { app: 'web', layer: 'feature', name: second };
    if (top === 'app' || top === 'shell' || top === 'main.tsx') return { app: 'web', layer: 'app' };
    return { app: 'web', layer: 'shared' };
  }
  const inServer = path.relative(serverSrc, file);
  if (!inServer.startsWith('..')) {
    const [top = '', second, third = ''] = inServer.replace(/\.(ts|js)$/, '').split(path.sep);
    // A feature's `<feature>.area.ts` wires it into the server: it belongs to the composition.
    if (top === 'features' && third.endsWith('.area')) return { app: 'server', layer: 'app' };
    if (top === 'features') return { app: 'server', layer: 'feature', name: second };
    if (top === 'rpc' && second === 'call-context') return { app: 'server', layer: 'shared' };
    if (SERVER_COMPOSITION.has(top)) return { app: 'server', layer: 'app' };
    return { app: 'server', layer: 'shared' };
  }
  return null;
}

function crosses(from, to) {
  if (from.app !== to.app) return false;
  if (from.layer === 'shared') return to.layer !== 'shared';
  if (from.layer === 'feature') return to.layer === 'app' || (to.layer === 'feature' && to.name !== from.name);
  return false;
}

const describe = (l) => (l.layer === 'feature' ? `feature "${l.name}"` : `the ${l.app} ${l.layer === 'app' ? (l.app === 'web' ? 'app' : 'composition') : 'shared'} layer`);

const boundaries = {
  meta: {
    type: 'problem',
    messages: { crossing: '{{from}} may not import {{to}}.', simulator: 'The server runs without the simulators: {{from}} may not import {{to}}.' },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (from.app === 'server' && /^@mamt\/[^/]*simulator/.test(source.value)) {
        context.report({ node, messageId: 'simulator', data: { from: describe(from), to: source.value } });
        return;
      }
      if (!source.value.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source.value));
      if (to && crosses(from, to)) context.report({ node, messageId: 'crossing', data: { from: describe(from), to: describe(to) } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
    };
  },
};

export const layerBoundaries = { rules: { boundaries } };
