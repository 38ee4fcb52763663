/**
 * A transaction's COMMIT sent with its last statement (docs/decisions/0246-commit-with-the-last-statement.md).
 *
 * A checkout's create-order and its payment's confirmation are each a transaction of a few
 * statements, and each statement is a round trip: on PostgreSQL a socket write and read on both
 * sides, on the embedded database a message each way between the request thread and PGlite's own,
 * during which PGlite runs nothing else (decision 0222). BEGIN already travels with the first
 * statement (decision 0242); `lastStatement` lets COMMIT travel with the last one, so a transaction
 * of two statements is two round trips, not three.
 *
 * The price is a rule: once the last statement has answered, the transaction has committed, so
 * nothing may be decided after it. Every check that could refuse the writes is made in the
 * statement itself (a refusal raised in SQL, db/refusal.ts, undoes the whole statement and the
 * COMMIT does not run). The connections hold the rule too: a statement sent after a carried COMMIT
 * is refused with `AfterCarriedCommitError`, and the transaction's own COMMIT, or the ROLLBACK of a
 * callback that threw after it, is answered without being sent.
 *
 * The connections that can carry it: PostgreSQL's (db/pg-connection.ts) and the embedded
 * database's worker (db/pglite-worker-client.ts). PGlite run on the request thread
 * (`EMBEDDED_DB_THREAD=main`) and a nested transaction (a savepoint) send the statement and COMMIT
 * apart, as before: same outcome, one round trip more.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { shapedStatement } from './statement-shapes';

/** A Drizzle transaction on PostgreSQL or PGlite, whatever its schema (the shop's `Tx`, or a test's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only execute is used
type AnyTx = PgTransaction<PgQueryResultHKT, any, any>;

/** Refuses a statement sent after its transaction's COMMIT went with the statement before. */
export class AfterCarriedCommitError extends Error {
  constructor() {
    super('a statement was sent after its transaction committed with its last statement (db/carried-commit.ts)');
    this.name = 'AfterCarriedCommitError';
  }
}

/**
 * How a last statement is told to its connection: its text starts with this comment. The statement
 * is all a connection sees of Drizzle's transaction, so the mark travels in it (PostgreSQL ignores
 * the comment; the named statement's name includes it, so a last statement is prepared apart).
 */
export const LAST_STATEMENT_MARK = '/* last statement: its COMMIT goes with it */';

export function isLastStatement(text: string): boolean {
  return text.startsWith(LAST_STATEMENT_MARK);
}

/**
 * How deep in savepoints a transaction's statements are, from their texts (Drizzle's nested
 * transactions send `savepoint spN`, then `release savepoint spN` or `rollback to savepoint spN`).
 * A savepoint's last statement cannot end the transaction around it, so it carries no COMMIT.
 */
export class SavepointDepth {
  private depth = 0;

  observe(text: string): void {
    if (/^\s*savepoint\s/i.test(text)) this.depth += 1;
    else if (/^\s*(release|rollback\s+to)\s+savepoint\s/i.test(text)) this.depth = Math.max(0, this.depth - 1);
  }

  get inSavepoint(): boolean {
    return this.depth > 0;
  }

  reset(): void {
    this.depth = 0;
  }
}

/**
 * Runs `query` as `tx`'s last statement, its COMMIT sent with it: when it answers, the transaction
 * has committed. It must decide everything itself; a refusal it raises (db/refusal.ts) rolls all
 * of it back. Nothing may be sent after it, and a throw after it undoes nothing. In a savepoint,
 * or on a connection that cannot carry COMMIT, it is an ordinary statement.
 */
export async function lastStatement<T>(tx: AnyTx, query: SQL): Promise<T[]> {
  // client.ts's queryRows, spelled out: client.ts imports the connections, which import this file.
  // The last statements are the checkout's largest, so their text is built once per shape.
  const result = (await tx.execute(shapedStatement(sql`${sql.raw(LAST_STATEMENT_MARK)} ${query}`))) as unknown as { rows: T[] };
  return result.rows;
}
