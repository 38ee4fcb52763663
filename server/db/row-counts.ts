/**
 * Exact row counts without counting rows (docs/decisions/0117). The customers, orders and products
 * lists answer their total (`pagination.total`) on every call; on 100,000 orders a `count(*)` is
 * most of an unfiltered page's time on the embedded database. Migration 0004's statement triggers
 * keep `row_counts` (one +n/-n row per bucket per writing statement, in the writer's transaction),
 * so the total of any set of buckets is a sum over a handful of rows, exact as of the reader's
 * snapshot. The compaction job folds the appended rows back to one per bucket.
 */
import { sql } from 'drizzle-orm';
import { type Job, periodicJob } from '../jobs/runner';
import { type Db, type DbOrTx, queryRows } from './client';

/** The tables counted, and what their bucket is made of (the trigger's expression in 0004). */
export type CountedTable = 'customers' | 'orders' | 'products';

/** Every bucket of `table` with its row count (e.g. orders: 'shipped/paid' -> 1234). */
export async function bucketTotals(db: DbOrTx, table: CountedTable): Promise<Map<string, number>> {
  const rows = await queryRows<{ bucket: string; total: number }>(
    db,
    sql`select bucket, sum(delta)::int as total from row_counts where table_name = ${table} group by bucket`,
  );
  return new Map(rows.map((row) => [row.bucket, row.total]));
}

/**
 * Rows of `table` whose bucket passes `bucketMatches` (every bucket when omitted): e.g. orders
 * with bucket 'shipped/paid', or every bucket starting 'shipped/'.
 */
export async function countedRows(db: DbOrTx, table: CountedTable, bucketMatches?: (bucket: string) => boolean): Promise<number> {
  let total = 0;
  for (const [bucket, rows] of await bucketTotals(db, table)) if (!bucketMatches || bucketMatches(bucket)) total += rows;
  return total;
}

export const ROW_COUNTS_JOB = 'row-counts-compaction';

/**
 * Folds each bucket's appended rows into one (buckets already down to one row are left alone). Safe with writers and with a second server doing
 * the same: a row is deleted by exactly one compaction, and rows appended meanwhile are not in the
 * deleting statement's snapshot, so they stay for the next round.
 */
export async function compactRowCounts(db: Db): Promise<number> {
  const [folded] = await queryRows<{ folded: number }>(
    db,
    sql`
      with gone as (
             delete from row_counts
             where (table_name, bucket) in (select table_name, bucket from row_counts group by 1, 2 having count(*) > 1)
             returning table_name, bucket, delta
           ),
           kept as (
             insert into row_counts (table_name, bucket, delta)
             select table_name, bucket, sum(delta) from gone group by table_name, bucket having sum(delta) <> 0
             returning 1
           )
      select (select count(*) from gone)::int - (select count(*) from kept)::int as folded`,
  );
  return folded?.folded ?? 0;
}

export const rowCountsJob = (db: Db): Job => periodicJob(ROW_COUNTS_JOB, 60_000, () => compactRowCounts(db));
