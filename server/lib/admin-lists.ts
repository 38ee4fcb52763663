/**
 * The pieces every back-office list query shares: the answer's one shape (the page's rows under
 * the list's noun beside the pagination block, decision 0208), the rows to skip, the order, the
 * window of a page and its rows read through it, a search pattern safe to hand to ILIKE, and the
 * page of a table's whole rows beside their count.
 */
import { asc, count, desc, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import type { SortOrder } from '#contracts/admin-lists';
import type { Pagination } from '#contracts/envelope';
import { offsetOf, paginationOf } from './paging';

/** A list's answer, e.g. listAnswer('orders', rows, query, total): `{ orders: rows, pagination }`. */
export function listAnswer<Key extends string, Row>(key: Key, rows: Row[], query: { page: number; limit: number }, total: number) {
  return { [key]: rows, pagination: paginationOf(query, total) } as { [K in Key]: Row[] } & { pagination: Pagination };
}

/** The storefront lists' own formula: a page skips what the pages before it hold. */
export const rowsToSkip = offsetOf;

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

/**
 * A page's rows through its window: `read(window)` reads them (in the keys' order reversed when
 * the window says so), nothing is read for a page past the end, and rows read from the far end
 * come back in the asked order.
 */
export async function windowedPage<Row>(query: { page: number; limit: number }, total: number, read: (window: PageWindow) => PromiseLike<Row[]>): Promise<Row[]> {
  const window = pageWindow(query, total);
  if (!window) return [];
  const rows = await read(window);
  return window.reversed ? rows.reverse() : rows;
}

/**
 * One page of a table's whole rows in the given order, and the count of every row `where`
 * matches, read side by side: the lists that show a table as it is (the audit trail, the email
 * outbox, the notifications, the discount codes, the campaigns, the shop's catalogue) page it the
 * same way.
 */
export async function pageOfRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  query: { page: number; limit: number },
): Promise<{ rows: InferSelectModel<T>[]; total: number }> {
  const source = table as PgTable;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(source).where(where).orderBy(...order).limit(query.limit).offset(rowsToSkip(query)),
    db.select({ total: count() }).from(source).where(where),
  ]);
  return { rows: rows as InferSelectModel<T>[], total };
}
