/**
 * Several writes sent as one statement, for a transaction whose writes are decided before any of
 * them runs: each statement is a round trip (about 0.2 ms of CPU on each side on PostgreSQL, the
 * request thread's time on the embedded database; docs/decisions/0222-the-cost-of-an-order.md).
 *
 * The writes ride along as data-modifying WITH queries, which PostgreSQL runs to completion whether
 * or not the main statement reads them; the main statement's RETURNING is what the caller hears
 * back. They all see the snapshot from before the statement and none sees another's rows, so this
 * is for independent writes only: no two touching one row, none reading what another writes.
 * Triggers and foreign keys are checked at the statement's end, after all of them.
 */
import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

export function withWrites(main: SQLWrapper, alongside: readonly SQLWrapper[]): SQL {
  if (alongside.length === 0) return main.getSQL();
  const queries = alongside.map((write, i) => sql`${sql.identifier(`write_${i}`)} as (${write.getSQL()})`);
  return sql`with ${sql.join(queries, sql`, `)} ${main.getSQL()}`;
}
