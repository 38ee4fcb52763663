/**
 * The import boundaries of docs/architecture.md#import-boundaries, as one lint rule. The boundaries are data (BOUNDARIES
 * below): each names the files it governs, what they may not import, and the sentence a person
 * reads when they cross it. Adding a zone is adding an entry, not writing code.
 *
 * Paths are relative to the repository, with "/" separators. A pattern may use a named group from
 * its `files` pattern, written `$<name>` (a feature may import itself but no other feature).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/**
 * The names package.json "imports" gives shared code (`#contracts/*`, `#domain/*`): read from there,
 * so a name added or moved in package.json is checked against the same boundaries as the path it
 * stands for.
 */
const SUBPATH_IMPORTS = Object.entries(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {});

/** `#domain/money` -> `src/domain/money` (the extension of the mapped file dropped, as relative imports write it). */
export function resolveSubpathImport(source, subpathImports = SUBPATH_IMPORTS) {
  for (const [name, mapped] of subpathImports) {
    const [prefix, suffix = ''] = name.split('*');
    if (!source.startsWith(prefix) || !source.endsWith(suffix) || source.length < prefix.length + suffix.length) continue;
    const rest = source.slice(prefix.length, source.length - suffix.length);
    return path.posix.normalize(String(mapped).replace('*', rest)).replace(/\.(ts|tsx|js)$/, '');
  }
  return null;
}

/** Shared client code: what features and the app layer build on, so it never reaches back up. */
const SHARED_CLIENT_ZONES = ['lib', 'components', 'config', 'api'];

/**
 * Each boundary:
 * - `files`: regex source matched against the importing file;
 * - `forbidden`: regex sources of import targets the files may not reach, each with `except`
 *   (targets that stay allowed) and the `message` shown ({source} is the import as written);
 * - `packages` (optional): the only npm packages the files may import.
 */
export const BOUNDARIES = [
  // Pure rules and API contracts, shared with the server: zod, and the layers below them (the
  // contracts build on the domain rules, never the reverse).
  ...[
    { zone: 'domain', below: ['^src/domain/'] },
    { zone: 'contracts', below: ['^src/domain/', '^src/contracts/'] },
  ].map(({ zone, below }) => ({
    files: `^src/${zone}/`,
    packages: { allowed: ['zod'], message: `${zone} may import only zod, not "{source}"` },
    forbidden: [{ target: '^', except: below, message: `src/${zone} may import only ${below.map((b) => b.slice(1, -1)).join(' and ')}, not "{source}"` }],
  })),
  // Shared client code never depends on a feature or on the app that composes them.
  ...SHARED_CLIENT_ZONES.map((zone) => ({
    files: `^src/${zone}/`,
    forbidden: [
      { target: '^src/features/', message: `src/${zone} is shared by every feature and may not import a feature ("{source}"); move what both need into src/${zone}` },
      { target: '^src/app/', message: `src/${zone} may not import the app layer ("{source}"); the app composes shared code, not the other way round` },
    ],
  })),
  // A feature stands alone: the app layer composes features, and hands them what they share.
  {
    files: '^src/features/(?<feature>[^/]+)/',
    forbidden: [
      { target: '^src/app/', message: 'feature "$<feature>" may not import the app layer ("{source}"); receive it through props or a context the app provides' },
      {
        target: '^src/features/(?!$<feature>/)(?<other>[^/]+)/',
        message: 'feature "$<feature>" may not import feature "$<other>" internals ("{source}"); compose them in src/app',
      },
    ],
  },
  // The browser bundle never contains server code.
  { files: '^src/', forbidden: [{ target: '^server/', message: 'src/ must never import server/ ("{source}")' }] },
  // The server shares only the pure rules and the contracts with the browser.
  {
    files: '^server/',
    forbidden: [
      { target: '^src/', except: ['^src/domain/', '^src/contracts/'], message: 'server/ may import from src/ only domain and contracts, not "{source}"' },
    ],
  },
  // Server modules reach each other only through a module's index.ts, what it exports on purpose;
  // so do server rendering and the seed, compositions of their own.
  {
    files: '^server/(modules/(?<module>[^/]+)|db/seed|rendering)/',
    forbidden: [
      {
        target: '^server/modules/(?!$<module>/)(?<other>[^/]+)/.',
        except: ['^server/modules/[^/]+/index(\\.ts)?$'],
        message: 'module "$<other>" is reached only through its index.ts, not "{source}"; export what you need there',
      },
    ],
  },
  // The framework around the modules never depends on one: app.ts and modules/index.ts compose
  // them (the seed, a composition of its own, goes through modules' index.ts like a module).
  {
    files: '^server/(plugins|lib|jobs)/|^server/db/[^/]+$',
    forbidden: [{ target: '^server/modules/', message: 'server plugins, lib, jobs and db may not import a module ("{source}"); let app.ts hand it in' }],
  },
];

function resolveTarget(file, source) {
  if (source.startsWith('.')) return rel(path.resolve(path.dirname(file), source));
  if (source.startsWith('@/')) return `src/${source.slice(2)}`;
  if (source.startsWith('#')) return resolveSubpathImport(source);
  return null; // a package
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Fills `$<name>` with the named groups of the importing file's match. */
const fill = (pattern, groups) => pattern.replace(/\$<(\w+)>/g, (_, name) => escape(groups[name] ?? ''));
const say = (message, groups, source) => message.replace(/\$<(\w+)>/g, (_, name) => groups[name] ?? '').replaceAll('{source}', source);

/** The first boundary the import crosses, as the message to show, or null. */
export function crossing(from, source, target, boundaries = BOUNDARIES) {
  for (const boundary of boundaries) {
    const inZone = new RegExp(boundary.files).exec(from);
    if (!inZone) continue;
    const groups = { ...inZone.groups };
    if (target === null) {
      if (boundary.packages && !boundary.packages.allowed.includes(source)) return say(boundary.packages.message, groups, source);
      continue;
    }
    for (const rule of boundary.forbidden ?? []) {
      const hit = new RegExp(fill(rule.target, groups)).exec(target);
      if (!hit) continue;
      if ((rule.except ?? []).some((allowed) => new RegExp(fill(allowed, groups)).test(target))) continue;
      return say(rule.message, { ...groups, ...hit.groups }, source);
    }
  }
  return null;
}

export default {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [], docs: { description: 'Enforce the import boundaries of docs/architecture.md#import-boundaries' } },
      create(context) {
        const from = rel(context.filename);
        const report = (node, source) => {
          if (typeof source !== 'string') return;
          const message = crossing(from, source, resolveTarget(context.filename, source));
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
