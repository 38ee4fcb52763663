/**
 * A statement that refuses itself (docs/decisions/0246-commit-with-the-last-statement.md). When a
 * transaction's COMMIT travels with its last statement (db/carried-commit.ts), the code cannot read
 * that statement's answer and then decide to roll back: the check goes into the statement.
 * `refuseUnless(condition, reason)` is a column for its final SELECT: true when `condition` holds,
 * and otherwise a call to the database function `shop_refuse` (migration 0020), which raises
 * SQLSTATE VR001 with `reason` as its message. The error aborts the whole statement, every
 * data-modifying WITH query in it included, and PostgreSQL then skips the COMMIT sent behind it.
 * The column is only evaluated on a row the statement answers: its FROM must give one even when
 * nothing was written (`from (select) as one left join ...`).
 *
 * The reason is JSON of the caller's own shape, so it can carry the figures an answer needs (what
 * was short, what the customer already holds): `refusalOf` gives it back from the error, whichever
 * driver threw it.
 */
import { type SQL, sql } from 'drizzle-orm';

const REFUSAL = 'VR001';

/** True when `condition` holds; otherwise the statement fails with `reason` (built in SQL, as JSON). */
export function refuseUnless(condition: SQL, reason: SQL): SQL<boolean> {
  return sql<boolean>`(case when ${condition} then true else shop_refuse((${reason})::text) end)`;
}

/** The reason a statement refused itself with, parsed; undefined for any other error. */
export function refusalOf<T>(error: unknown): T | undefined {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === REFUSAL) return JSON.parse(String((cause as { message?: unknown }).message)) as T;
  }
  return undefined;
}
