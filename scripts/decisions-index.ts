/**
 * Writes docs/decisions/README.md, the index of the decision records: number, title, status and
 * date of each, grouped by the area of the shop its `Area:` line names, read from the records
 * themselves, so the index cannot drift from them. Run by hand after adding or changing a record
 * (`npx tsx scripts/decisions-index.ts`); a test (tests/tooling/decisions-index.test.ts) fails when
 * the committed index is not what this writes. A record without an `Area:` line (one written on a
 * branch before the areas, say) is listed under "Other" until it is given one.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECISIONS_DIR = path.resolve(import.meta.dirname, '../docs/decisions');
export const INDEX_FILE = path.join(DECISIONS_DIR, 'README.md');
const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

/** The areas of the shop, in the index's order: the one list a record's `Area:` line is checked against. */
export const AREAS = [
  'Accounts and sign-in',
  'Catalogue and storefront',
  'Offline and the service worker',
  'Checkout, payments and stock',
  'Orders and the back office',
  'Email and marketing',
  'Server, database and speed',
  'Operations and deployment',
  'Code structure',
  'Testing and tooling',
] as const;

/** The heading of the records that name no area; it should stay empty. */
export const NO_AREA = 'Other';

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  date: string | null;
  status: string | null;
  area: string | null;
}

/** The title, `Date:`, `Status:` and `Area:` of one record; the three lines sit under the title. */
export function parseRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? '';
  const lines = text.split('\n');
  const title = lines.find((line) => line.startsWith('# '))?.slice(2).trim() ?? '';
  const head = lines.slice(0, 10);
  const field = (name: string) => head.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1).trim() || null;
  return { file, number, title, date: field('Date'), status: field('Status'), area: field('Area') };
}

/** Every record file (NNNN-kebab-title.md) in the folder, in number order. */
export function recordFiles(dir = DECISIONS_DIR): string[] {
  return readdirSync(dir).filter((file) => RECORD_FILE.test(file)).sort();
}

export function readRecords(dir = DECISIONS_DIR): DecisionRecord[] {
  return recordFiles(dir).map((file) => parseRecord(file, readFileSync(path.join(dir, file), 'utf8')));
}

/** What a record is missing for the index, as sentences (empty when it is complete). */
export function recordProblems(record: DecisionRecord): string[] {
  const problems: string[] = [];
  if (!record.title) problems.push(`${record.file} has no "# " title`);
  if (!record.date || !/^\d{4}-\d{2}-\d{2}$/.test(record.date)) problems.push(`${record.file} has no "Date: YYYY-MM-DD" line under its title`);
  if (!record.status) problems.push(`${record.file} has no "Status:" line under its title`);
  if (record.area !== null && !(AREAS as readonly string[]).includes(record.area)) {
    problems.push(`${record.file} names the area "${record.area}", which is not one of: ${AREAS.join('; ')}`);
  }
  return problems;
}

/**
 * The records under their areas, in AREAS' order and each in number order; an area no record names
 * is left out, and records naming none (or one not in AREAS) come last, under NO_AREA.
 */
export function groupByArea(records: readonly DecisionRecord[]): { area: string; records: DecisionRecord[] }[] {
  const known = new Set<string>(AREAS);
  const headings = [...AREAS, NO_AREA];
  return headings
    .map((area) => ({
      area,
      records: records.filter((r) => (r.area !== null && known.has(r.area) ? r.area : NO_AREA) === area),
    }))
    .filter((group) => group.records.length > 0);
}

export function renderIndex(records: readonly DecisionRecord[]): string {
  const entries = groupByArea(records).flatMap(({ area, records: inArea }) => [
    `## ${area}`,
    '',
    ...inArea.map((r) => `- [${r.number}](${r.file}) - ${r.title} (${r.status ?? 'no status'}; ${r.date ?? 'no date'})`),
    '',
  ]);
  return [
    '# Decision records',
    '',
    'Each file here records one choice the product rules left open or one way of building the shop:',
    'the problem, what was chosen, and why. Read the one near the code you are about to change before',
    'changing it. A record is never rewritten to say something else: a later record replaces it, and',
    'the older one says so in its `Status:` line.',
    '',
    'The records are grouped by the area of the shop they belong to. Figures measured for a record',
    '(benchmark rounds, profiles, tables of runs) live in [docs/measurements](../measurements/README.md);',
    'a record keeps its deciding figures in a few lines and links there.',
    '',
    '<!-- index: written by scripts/decisions-index.ts; edit the records, not this list -->',
    '',
    ...entries,
    '<!-- end of index -->',
    '',
    '## Adding a record',
    '',
    '- Name it `NNNN-kebab-title.md` with the next free number, and start it with its title and three',
    '  lines: `Date: YYYY-MM-DD` (the day it was decided), `Status: accepted` and `Area:` with one of',
    '  the areas listed in `AREAS` in scripts/decisions-index.ts (the headings above). A record with no',
    `  \`Area:\` line is listed under "${NO_AREA}" until it is given one.`,
    '- Keep it short: what was decided and why, with the few figures that decided it. Round-by-round',
    '  figures, profiles and tables of runs go in a file of `docs/measurements/`, linked from the record.',
    '- When it replaces an earlier record, wholly or in part, change the earlier record\'s status to',
    '  say so with a link, e.g. `Status: superseded by [0103](0103-worker-navigations-network-first.md)`.',
    '- Regenerate this list: `npx tsx scripts/decisions-index.ts`.',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const records = readRecords();
  const problems = records.flatMap(recordProblems);
  for (const problem of problems) console.error(problem);
  writeFileSync(INDEX_FILE, renderIndex(records));
  console.log(`docs/decisions/README.md: ${records.length} records${problems.length ? `, ${problems.length} problem(s) above` : ''}`);
  if (problems.length) process.exitCode = 1;
}
