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
 * (`EMBEDDED_DB_THREAD=main`), a nested transaction (a savepoint) and a cursor send the statement
 * and COMMIT apart, as before: same outcome, one round trip more.
 */
import type { SQL } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/** A Drizzle transaction on PostgreSQL or PGlite, whatever its schema (the shop's `Tx`, or a test's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the session and execute are used
type AnyTx = PgTransaction<PgQueryResultHKT, any, any>;

/** Refuses a statement sent after its transaction's COMMIT went with the statement before. */
export class AfterCarriedCommitError extends Error {
  constructor() {
    super('a statement was sent after its transaction committed with its last statement (db/carried-commit.ts)');
    this.name = 'AfterCarriedCommitError';
  }
}

/** A connection, or an embedded transaction, that can send COMMIT with its next statement. */
export interface CarriesCommit {
  carryCommit(): void;
}

/**
 * Where Drizzle keeps a transaction's connection: its session's client (node-postgres: the pool's
 * client the transaction holds; PGlite: the transaction object its callback was given). Drizzle does
 * not publish it, so it is read here once, and tests/server/carried-commit.test.ts fails if it moves.
 */
function connectionOf(tx: AnyTx): Partial<CarriesCommit> | undefined {
  const internals = tx as unknown as { session?: { client?: Partial<CarriesCommit> }; nestedIndex?: number };
  if (internals.nestedIndex !== 0) return undefined;
  return internals.session?.client;
}

/** Whether `tx`'s connection sends COMMIT with a last statement (else the two go apart). */
export function carriesCommit(tx: AnyTx): boolean {
  return typeof connectionOf(tx)?.carryCommit === 'function';
}

/**
 * Runs `query` as `tx`'s last statement, its COMMIT sent with it: when it answers, the transaction
 * has committed. It must decide everything itself; a refusal it raises (db/refusal.ts) rolls all
 * of it back. Nothing may be sent after it, and a throw after it undoes nothing.
 */
export async function lastStatement<T>(tx: AnyTx, query: SQL): Promise<T[]> {
  connectionOf(tx)?.carryCommit?.();
  // client.ts's queryRows, spelled out: client.ts imports the connections, which import this file.
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
