/**
 * Counts the SQL statements each request and each background job round sends, so the cost of a
 * checkout is a figure the metrics show (`shop_db_statements_total` by route pattern or job) and
 * the benchmark prints, not a guess (docs/decisions/0222-the-cost-of-an-order.md).
 *
 * A tally is carried by AsyncLocalStorage: the request (or job round) opens one, and every
 * statement sent from its async chain adds to it. Drizzle reports each statement it sends to its
 * logger, in the caller's own async context, so the logger is the one place to count; BEGIN,
 * COMMIT and ROLLBACK count too (statements the database runs; on PostgreSQL a BEGIN travels with
 * the statement after it, pg-connection.ts, so it is a statement but not a round trip of its own).
 * PGlite runs a transaction's BEGIN and COMMIT itself, outside Drizzle, so client.ts adds those two.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

export interface StatementTally {
  count: number;
}

const scope = new AsyncLocalStorage<StatementTally>();

/** Runs `work` with a tally of its own: statements sent from inside it count there, and not in the caller's. */
export function withStatementTally<T>(tally: StatementTally, work: () => T): T {
  return scope.run(tally, work);
}

/** Runs `work` outside any tally: for work a request sets going that is not the request's (announcements after its commit). */
export function withoutStatementTally<T>(work: () => T): T {
  return scope.exit(work);
}

/** Adds to the current tally, if there is one (start-up and pings have none). */
export function countStatements(n = 1): void {
  const tally = scope.getStore();
  if (tally) tally.count += n;
}

/** Given to Drizzle: every statement it sends passes through here. */
export const statementCounter: Logger = {
  logQuery: () => countStatements(),
};
