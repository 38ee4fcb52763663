/**
 * The decision records a reader can trust: every record carries its date, status and area under its
 * title, and docs/decisions/README.md is the index scripts/decisions-index.ts writes from them,
 * grouped by area, so a record added or replaced without regenerating the index fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  INDEX_FILE,
  NO_AREA,
  parseRecord,
  readRecords,
  recordFiles,
  recordProblems,
  renderIndex,
} from '../../scripts/decisions-index';

describe('decision records', () => {
  it('each has a title, a Date: and a Status: under it, and an Area: that is one of the areas', () => {
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
    expect(record).toEqual({
      file: '0199-x.md',
      number: '0199',
      title: 'A choice',
      date: '2026-11-25',
      status: 'accepted',
      area: null,
    });
    expect(parseRecord('0197-z.md', '# Spaced\n\nDate: 2026-11-25\n\nStatus: accepted\nArea: Email and marketing\n').area).toBe(
      'Email and marketing',
    );
    expect(recordProblems(parseRecord('0198-y.md', '# Another\n\nBody'))).toEqual([
      '0198-y.md has no "Date: YYYY-MM-DD" line under its title',
      '0198-y.md has no "Status:" line under its title',
    ]);
  });

  it('groups the index by area in the areas\' order, a record without one under "Other" at the end', () => {
    const record = (number: string, area: string | null) =>
      parseRecord(`${number}-r.md`, `# Record ${number}\nDate: 2026-12-01\nStatus: accepted\n${area ? `Area: ${area}\n` : ''}`);
    const index = renderIndex([
      record('0256', null),
      record('0257', 'Testing and tooling'),
      record('0258', 'Accounts and sign-in'),
      record('0259', 'Testing and tooling'),
    ]);
    const headings = index.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Accounts and sign-in', '## Testing and tooling', `## ${NO_AREA}`, '## Adding a record']);
    const position = (text: string) => index.indexOf(text);
    expect(position('[0258]')).toBeLessThan(position('## Testing and tooling'));
    expect(position('[0257]')).toBeLessThan(position('[0259]'));
    expect(position('[0259]')).toBeLessThan(position(`## ${NO_AREA}`));
    expect(position(`## ${NO_AREA}`)).toBeLessThan(position('[0256]'));
    expect(recordProblems(record('0256', null))).toEqual([]);
  });

  it('names an area that is not one of the list as a problem', () => {
    const record = parseRecord('0260-a.md', '# Misfiled\nDate: 2026-12-01\nStatus: accepted\nArea: Checkout\n');
    expect(recordProblems(record)).toEqual([
      `0260-a.md names the area "Checkout", which is not one of: ${AREAS.join('; ')}`,
    ]);
  });
});
