/**
 * The import boundaries of DESIGN.md, as one lint rule:
 * - src/domain and src/contracts import only zod (and each other, relatively);
 * - server/ imports from src/ only domain and contracts;
 * - src/ never imports server/;
 * - a feature never reaches into another feature's folder (the app layer composes them).
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const PURE = ['src/domain/', 'src/contracts/'];

function resolveTarget(file, source) {
  if (source.startsWith('.')) return rel(path.resolve(path.dirname(file), source));
  if (source.startsWith('@/')) return `src/${source.slice(2)}`;
  return null; // a package
}

function check(file, source) {
  const from = rel(file);
  const target = resolveTarget(file, source);
  if (PURE.some((dir) => from.startsWith(dir))) {
    if (target === null) return source === 'zod' ? null : `${from.split('/')[1]} may import only zod, not "${source}"`;
    if (!PURE.some((dir) => target.startsWith(dir))) return `src/domain and src/contracts may not import "${source}"`;
    return null;
  }
  if (from.startsWith('server/') && target?.startsWith('src/') && !PURE.some((dir) => target.startsWith(dir)))
    return `server/ may import from src/ only domain and contracts, not "${source}"`;
  if (from.startsWith('src/') && target?.startsWith('server/')) return `src/ must never import server/ ("${source}")`;
  const feature = /^src\/features\/([^/]+)\//.exec(from)?.[1];
  const targetFeature = target ? /^src\/features\/([^/]+)\//.exec(target)?.[1] : undefined;
  if (feature && targetFeature && feature !== targetFeature)
    return `feature "${feature}" may not import feature "${targetFeature}" internals ("${source}"); compose them in src/app`;
  return null;
}

export default {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [], docs: { description: 'Enforce the import boundaries of DESIGN.md' } },
      create(context) {
        const report = (node, source) => {
          if (typeof source !== 'string') return;
          const message = check(context.filename, source);
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: (node) => report(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && report(node, node.source.value),
          ExportAllDeclaration: (node) => report(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && report(node, node.source.value),
        };
      },
    },
  },
};
