/**
 * Writes docs/decisions/README.md, the index of the decision records: number, title, status and
 * date of each, read from the records themselves, so the index cannot drift from them. Run by hand
 * after adding or changing a record (`npx tsx scripts/decisions-index.ts`); a test
 * (tests/tooling/decisions-index.test.ts) fails when the committed index is not what this writes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECISIONS_DIR = path.resolve(import.meta.dirname, '../docs/decisions');
export const INDEX_FILE = path.join(DECISIONS_DIR, 'README.md');
const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  date: string | null;
  status: string | null;
}

/** The title, `Date:` and `Status:` of one record; the two lines sit under the title. */
export function parseRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? '';
  const lines = text.split('\n');
  const title = lines.find((line) => line.startsWith('# '))?.slice(2).trim() ?? '';
  const head = lines.slice(0, 10);
  const field = (name: string) => head.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1).trim() || null;
  return { file, number, title, date: field('Date'), status: field('Status') };
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
  return problems;
}

export function renderIndex(records: readonly DecisionRecord[]): string {
  const entries = records.map(
    (r) => `- [${r.number}](${r.file}) - ${r.title} (${r.status ?? 'no status'}; ${r.date ?? 'no date'})`,
  );
  return [
    '# Decision records',
    '',
    'Each file here records one choice the product rules left open or one way of building the shop:',
    'the problem, what was chosen, and why. Read the one near the code you are about to change before',
    'changing it. A record is never rewritten to say something else: a later record replaces it, and',
    'the older one says so in its `Status:` line.',
    '',
    '<!-- index: written by scripts/decisions-index.ts; edit the records, not this list -->',
    '',
    ...entries,
    '',
    '<!-- end of index -->',
    '',
    '## Adding a record',
    '',
    '- Name it `NNNN-kebab-title.md` with the next free number, and start it with its title and two',
    '  lines: `Date: YYYY-MM-DD` (the day it was decided) and `Status: accepted`.',
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
