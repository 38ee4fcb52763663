/**
 * The product searches' first ordering key, in SQL: the name starting with the search, then the
 * name containing it, then a match found only elsewhere (description, ingredients, slug). The same
 * rule as src/domain/search-rank.ts, which orders the catalogue saved on the device; the list's own
 * sort then orders each group (docs/decisions/0164).
 */
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '#contracts/admin-lists';
import { containsPattern } from './admin-lists';

/** `text%`: the name starts with the search. */
const startsPattern = (text: string) => containsPattern(text).slice(1);

/** 0, 1 or 2 as nameMatchRank answers, for the column holding the name. */
export function nameMatchRank(name: PgColumn, search: string): SQL<number> {
  return sql<number>`(case when ${name} ilike ${startsPattern(search)} then 0 when ${name} ilike ${containsPattern(search)} then 1 else 2 end)`;
}

/** The ordering key: best rank first, or last when a deep page is read from the far end. */
export function nameMatchesFirst(name: PgColumn, search: string, order: SortOrder = 'asc'): SQL {
  return (order === 'asc' ? asc : desc)(nameMatchRank(name, search));
}
