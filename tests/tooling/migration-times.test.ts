/**
 * Drizzle's migrator applies a migration only when its journal time is later than the newest one a
 * database recorded (server/db/migration-times.ts, docs/decisions/0247-migration-times-in-order.md):
 * a time out of order, or ahead of the clock, makes the migrations after it skipped on upgrade.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MISDATED_0018 } from '../../server/db/migration-times';

const journal = JSON.parse(readFileSync(path.join(__dirname, '../../server/db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('gives every migration a time later than the one before, and none ahead of the clock', () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((entry) => entry.tag);
    expect(late).toEqual([]);
    expect(journal.entries.filter((entry) => entry.when > Date.now()).map((entry) => entry.tag)).toEqual([]);
  });

  it('puts migration 0018 where the repair of recorded times expects it', () => {
    expect(journal.entries.find((entry) => entry.tag.startsWith('0018_'))?.when).toBe(MISDATED_0018.journal);
  });
});
