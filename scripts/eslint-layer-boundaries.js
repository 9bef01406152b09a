// Web layers: shared code (components, lib, locales) -> features -> app and shell. A feature never
// imports another feature, and shared code never imports a feature or the app.
import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '..', 'web', 'src');

function layerOf(file) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..')) return null;
  const [top, second] = relative.split(path.sep);
  if (top === 'features') return { layer: 'feature', name: second };
  if (top === 'app' || top === 'shell' || top === 'main.tsx') return { layer: 'app' };
  return { layer: 'shared' };
}

const boundaries = {
  meta: { type: 'problem', messages: { crossing: '{{from}} may not import {{to}}.' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = layerOf(path.resolve(path.dirname(context.filename), source));
        if (!to) return;
        const crossing =
          (from.layer === 'shared' && to.layer !== 'shared') ||
          (from.layer === 'feature' && (to.layer === 'app' || (to.layer === 'feature' && to.name !== from.name)));
        if (crossing) {
          const describe = (l) => (l.layer === 'feature' ? `feature "${l.name}"` : `the ${l.layer} layer`);
          context.report({ node, messageId: 'crossing', data: { from: describe(from), to: describe(to) } });
        }
      },
    };
  },
};

export const layerBoundaries = { rules: { boundaries } };
