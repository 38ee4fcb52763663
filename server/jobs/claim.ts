/**
 * How a job takes rows to work on: a batch locked with FOR UPDATE SKIP LOCKED inside the job's
 * transaction. A second process running the same job skips the locked rows and takes the next
 * ones, and a row whose transaction rolls back (a crash mid-batch) is free again for the next
 * round. The caller's query decides which rows are due and in what order.
 */
import type { PgSelect } from 'drizzle-orm/pg-core';

export function claimBatch<Query extends PgSelect>(query: Query, size: number) {
  return query.limit(size).for('update', { skipLocked: true });
}
