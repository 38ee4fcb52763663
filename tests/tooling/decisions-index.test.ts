/**
 * The decision records a reader can trust: every record carries its date and status under its
 * title, and docs/decisions/README.md is the index scripts/decisions-index.ts writes from them, so
 * a record added or replaced without regenerating the index fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDEX_FILE, parseRecord, readRecords, recordFiles, recordProblems, renderIndex } from '../../scripts/decisions-index';

describe('decision records', () => {
  it('each has a title, a Date: and a Status: under it', () => {
    expect(readRecords().flatMap(recordProblems)).toEqual([]);
  });

  it('the index lists every record file, and is what the generator writes', () => {
    const index = readFileSync(INDEX_FILE, 'utf8');
    const missing = recordFiles().filter((file) => !index.includes(`(${file})`));
    expect(missing, 'run `npx tsx scripts/decisions-index.ts`').toEqual([]);
    expect(index, 'run `npx tsx scripts/decisions-index.ts`').toBe(renderIndex(readRecords()));
  });

  it('reads the header in either spacing, and names what a record lacks', () => {
    const record = parseRecord('0199-x.md', '# A choice\nDate: 2026-11-25\nStatus: accepted\n\nBody');
    expect(record).toEqual({ file: '0199-x.md', number: '0199', title: 'A choice', date: '2026-11-25', status: 'accepted' });
    expect(recordProblems(parseRecord('0198-y.md', '# Another\n\nBody'))).toEqual([
      '0198-y.md has no "Date: YYYY-MM-DD" line under its title',
      '0198-y.md has no "Status:" line under its title',
    ]);
  });
});
