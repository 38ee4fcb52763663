/**
 * The pieces every back-office list query shares: the paging half of the answer (the spec's
 * currentPage and totalPages), the rows to skip, and a search pattern safe to hand to ILIKE.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '../../src/contracts/admin-lists';

export function pageFields(query: { page: number; limit: number }, total: number) {
  return { currentPage: query.page, totalPages: Math.max(1, Math.ceil(total / query.limit)) };
}

export const rowsToSkip = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;

/** `%text%` with LIKE's wildcards in the text matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ORDER BY the column in the asked direction, then by id the same way, so pages never overlap. */
export function sortedBy(column: PgColumn | SQL, id: PgColumn, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}
