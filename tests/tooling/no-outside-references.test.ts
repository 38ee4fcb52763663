/**
 * The repository explains itself: no comment, test name or doc may send a reader to a document
 * that is not in it (a product spec, a design note or an issue tracker kept elsewhere). Rules are
 * cited by their heading in docs/ (docs/product/, docs/architecture.md, docs/decisions/), and every
 * such citation must name a file and a heading that exist.
 *
 * The patterns are assembled from pieces so this file does not match them itself.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'server', 'sw', 'tests', 'e2e', 'scripts', 'docs', 'eslint', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|html|json|ya?ml)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'migrations']);

const spec = '[Ss]pec(?:ification)?';
const OUTSIDE = [
  { name: 'the design note', pattern: new RegExp(['DESIGN', '\\.md'].join('')) },
  { name: 'a shared folder outside the repository', pattern: new RegExp(['\\.\\./', 'shared/'].join('')) },
  { name: 'a numbered section of an outside spec', pattern: new RegExp(`\\b${spec}(?:'s)? (?:sections?|§) ?\\d`) },
  { name: 'a numbered section of an outside spec', pattern: new RegExp(`\\bsections? \\d+ of the ${spec}`) },
  { name: 'a section sign', pattern: new RegExp(['§', ' ?\\d'].join('')) },
  { name: 'an issue tracker', pattern: new RegExp(['\\b[Ii]ssue', 's? #?\\d+'].join('')) },
];
// A bare numbered section on a line that also names the spec (its message, "section" and a digit).
const BARE_SECTION = /\bsections? \d\b/;
const NAMES_SPEC = /\bspec(?:ification)?\b/i;

function* files(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    if (TEXT_FILE.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(full)) {
    if (!SKIPPED_DIRS.has(name)) yield* files(path.posix.join(entry, name));
  }
}

const scanned = SCANNED.flatMap((entry) => [...files(entry)]);

/** Every line that points outside the repository, as `file:line  what`. */
export function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const hit = OUTSIDE.find(({ pattern }) => pattern.test(line))?.name
      ?? (NAMES_SPEC.test(line) && BARE_SECTION.test(line) ? 'a numbered section of an outside spec' : null);
    if (hit) found.push(`${file}:${index + 1}  ${hit}: ${line.trim().slice(0, 120)}`);
  });
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsOf = new Map<string, Set<string>>();
function anchors(docFile: string): Set<string> {
  let known = anchorsOf.get(docFile);
  if (!known) {
    const headings = readFileSync(path.join(root, docFile), 'utf8').split('\n').filter((line) => /^#{1,6} /.test(line));
    known = new Set(headings.map((line) => headingAnchor(line.replace(/^#+ /, ''))));
    anchorsOf.set(docFile, known);
  }
  return known;
}

/** Citations of docs/*.md(#heading) whose file or heading does not exist. */
export function brokenDocCitations(file: string, text: string): string[] {
  const broken: string[] = [];
  for (const match of text.matchAll(/\bdocs\/[\w./-]+?\.md(?:#([\w-]+))?/g)) {
    const [cited, anchor] = match;
    const docFile = cited.split('#')[0]!;
    if (!existsSync(path.join(root, docFile))) broken.push(`${file}: ${cited} (no such file)`);
    else if (anchor && !anchors(docFile).has(anchor)) broken.push(`${file}: ${cited} (no such heading)`);
  }
  return broken;
}

describe('the repository explains itself', () => {
  it('scans the source, tests, scripts and docs', () => {
    expect(scanned.length).toBeGreaterThan(300);
    expect(scanned).toContain('README.md');
    expect(scanned).toContain('docs/architecture.md');
  });

  it('no file points to a document outside the repository', () => {
    const found = scanned.flatMap((file) => outsideReferences(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('every docs/ citation names a file and a heading that exist', () => {
    const broken = scanned.flatMap((file) => brokenDocCitations(file, readFileSync(path.join(root, file), 'utf8')));
    expect(broken).toEqual([]);
  });

  it('catches each form of outside citation, and lets in-repository ones pass', () => {
    const sample = [
      ['see spec sec', 'tion 4'].join(''),
      ['Spec sec', 'tions 2 and 5'].join(''),
      ["the spec's message (sec", 'tion 8, e.g. Login failed)'].join(''),
      ['(', 'DESIGN', '.md)'].join(''),
      ['../', 'shared/', 'spec/x.md'].join(''),
      ['(iss', 'ue 12)'].join(''),
      ['spec ', '§', '5'].join(''),
      ['sec', 'tion 5 of the spec'].join(''),
    ];
    expect(sample.filter((line) => outsideReferences('x.ts', line).length === 0)).toEqual([]);
    expect(outsideReferences('x.ts', 'the rule in docs/product/checkout.md#status-polling (decision 0081)')).toEqual([]);
    expect(brokenDocCitations('x.ts', 'docs/product/checkout.md#status-polling')).toEqual([]);
    expect(brokenDocCitations('x.ts', ['docs/product/checkout.md', '#no-such-heading'].join(''))).toHaveLength(1);
    expect(headingAnchor("Dashboard, reports and settings")).toBe('dashboard-reports-and-settings');
  });
});
