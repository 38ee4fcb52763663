/**
 * The build's chunk groups (scripts/chunk-groups.ts, docs/decisions/0290): each module named for
 * the catalogue kit exists, so a rename cannot quietly put it back in a chunk of its own, and the
 * kit holds no code of the back office or the account.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_KIT, CHUNK_GROUPS } from '../../scripts/chunk-groups';
import { ONLINE_ONLY_SOURCES } from '../../scripts/online-only-chunks';

const root = path.resolve(import.meta.dirname, '../..');
const sources = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[]).map((file) => path.join(root, 'src', file));

describe('chunk groups', () => {
  it('names modules that exist, each pattern at least one', () => {
    for (const pattern of CATALOGUE_KIT) expect(sources.filter((file) => pattern.test(file)), String(pattern)).not.toEqual([]);
  });

  it('keeps the back office and the account out of the catalogue kit', () => {
    const kit = CHUNK_GROUPS.find((group) => group.name === 'catalogue-kit');
    const inKit = sources.filter((file) => kit?.test?.(file));
    expect(inKit.length).toBeGreaterThanOrEqual(CATALOGUE_KIT.length);
    expect(inKit.filter((file) => ONLINE_ONLY_SOURCES.some((area) => area.test(file.replace(/\\/g, '/'))))).toEqual([]);
  });
});
