/**
 * The pieces every back-office list query shares: the paging half of the answer (the spec's
 * currentPage and totalPages), the rows to skip, and a search pattern safe to hand to ILIKE.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '#contracts/admin-lists';

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

/** asc for desc and desc for asc: the same order read from the other end. */
export const flipped = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

export interface PageWindow {
  offset: number;
  limit: number;
  /** Read in the opposite order from the other end; the rows are then put back in the asked order. */
  reversed: boolean;
}

/**
 * Where a page's rows are read from, given the exact total: past the middle of the list, a page is
 * read from the far end in the opposite order (page 4,000 of 5,000 skips 20,000 index entries, not
 * 80,000), which is the same rows because every sort ends with the id and PostgreSQL's NULLS LAST
 * ascending is NULLS FIRST descending. Null when the page is past the end (an empty page).
 */
export function pageWindow(query: { page: number; limit: number }, total: number): PageWindow | null {
  const offset = rowsToSkip(query);
  if (offset >= total) return null;
  const limit = Math.min(query.limit, total - offset);
  const fromEnd = total - offset - limit;
  return fromEnd < offset ? { offset: fromEnd, limit, reversed: true } : { offset, limit, reversed: false };
}

/** The page's rows in the asked order. */
export const inAskedOrder = <T>(rows: T[], window: PageWindow): T[] => (window.reversed ? rows.reverse() : rows);
