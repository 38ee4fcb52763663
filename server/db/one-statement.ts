/**
 * Several writes sent as one statement, for a transaction whose writes are decided before any of
 * them runs: each statement is a round trip (about 0.2 ms of CPU on each side on PostgreSQL, the
 * request thread's time on the embedded database; docs/decisions/0222-the-cost-of-an-order.md,
 * measured in docs/measurements/checkout-cost.md).
 *
 * The writes ride along as data-modifying WITH queries, which PostgreSQL runs to completion whether
 * or not the main statement reads them; the main statement's RETURNING is what the caller hears
 * back. They all see the snapshot from before the statement and none sees another's rows, so this
 * is for independent writes only: no two touching one row, none reading what another writes.
 * Triggers and foreign keys are checked at the statement's end, after all of them.
 */
import { type SQL, sql, type SQLWrapper } from 'drizzle-orm';

/**
 * `main` after `alongside`'s writes; given as a function, `main` is handed the names the writes go
 * by, to read what they returned (a last statement that refuses itself unless one wrote a row).
 */
export function withWrites(main: SQLWrapper | ((written: SQL[]) => SQLWrapper), alongside: readonly SQLWrapper[]): SQL {
  const names = alongside.map((_write, i) => sql`${sql.identifier(`write_${i}`)}`);
  const last = typeof main === 'function' ? main(names) : main;
  if (alongside.length === 0) return last.getSQL();
  const queries = alongside.map((write, i) => sql`${names[i]} as (${write.getSQL()})`);
  return sql`with ${sql.join(queries, sql`, `)} ${last.getSQL()}`;
}
