/**
 * Forgets idempotency keys after their retention (docs/decisions/0256-offline-writes.md). A phone
 * gives up on a queued write two weeks after it was made, so nothing replays a key older than that;
 * the server keeps each key twice as long. Batches are claimed with FOR UPDATE SKIP LOCKED, so the
 * job runs in every process without two deleting the same rows.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { idempotentWrites } from '../../db/schema';
import { claimBatch } from '../../jobs/claim';
import type { Job } from '../../jobs/runner';

export const IDEMPOTENCY_EXPIRY_JOB = 'idempotency-expiry';
/** How long a key's answer is kept. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;
const BATCH = 500;

/** The oldest keys past their retention, read through the creation-time index (tests/server/job-claim-indexes.test.ts). */
export function expiredKeysClaim(db: DbOrTx, size: number) {
  return claimBatch(
    db
      .select({ id: idempotentWrites.id })
      .from(idempotentWrites)
      .where(lt(idempotentWrites.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_RETENTION_DAYS})`))
      .orderBy(idempotentWrites.createdAt)
      .$dynamic(),
    size,
  );
}

/** Deletes one batch of expired keys; answers how many. */
export async function forgetExpiredKeys(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await expiredKeysClaim(tx, BATCH);
    if (due.length === 0) return 0;
    await tx.delete(idempotentWrites).where(
      inArray(
        idempotentWrites.id,
        due.map((row) => row.id),
      ),
    );
    return due.length;
  });
}

export function idempotencyExpiryJob(db: Db): Job {
  return {
    name: IDEMPOTENCY_EXPIRY_JOB,
    everyMs: 60 * 60_000,
    runOnce: async () => (await forgetExpiredKeys(db)) === BATCH,
  };
}
