/**
 * Folds the reports' daily summaries back to one row per key (docs/decisions/0244). The triggers of
 * migration 0019 append each writer's difference as a row of its own (a paid order, a refund, a
 * deleted order), so that no two checkouts of a day wait on one row's lock; the readers sum a key's
 * rows, and this job keeps those sums short.
 *
 * Each table folds in one statement: the keys with an appended (unsettled) row, found through a
 * partial index; every row of those keys deleted; their sum written back as one settled row. Safe
 * beside writers: rows appended meanwhile are not in the statement's snapshot and wait for the next
 * round. One compaction at a time across servers (a transaction's advisory lock; a server that
 * finds it taken skips its round): two at once would each write a settled row for a key, and a
 * key with no appended row is never looked at again. The statements run after the lock is taken,
 * so each sees what the one before it wrote.
 */
import { sql } from 'drizzle-orm';
import { type Job, periodicJob } from '../../jobs/runner';
import { type Db, queryRows } from '../../db/client';

export const SUMMARIES_JOB = 'report-summaries-compaction';

/** Folds sales_days; answers how many rows fewer there are. */
const foldSalesDays = sql`
  with keys as (select distinct day from sales_days where not settled),
       gone as (
         delete from sales_days s using keys where s.day = keys.day
         returning s.day, s.orders, s.revenue, s.tax, s.discounts, s.shipping, s.refunds, s.refunded
       ),
       kept as (
         insert into sales_days (day, orders, revenue, tax, discounts, shipping, refunds, refunded, settled)
         select day, sum(orders), sum(revenue), sum(tax), sum(discounts), sum(shipping), sum(refunds), sum(refunded), true
         from gone group by day
         returning 1
       )
  select (select count(*) from gone)::int - (select count(*) from kept)::int as folded`;

/** Folds product_sales_days (a deleted product's rows are keyed by their line name, product id null). */
const foldProductSalesDays = sql`
  with keys as (select distinct day, product_id, name from product_sales_days where not settled),
       gone as (
         delete from product_sales_days p using keys
         where p.day = keys.day and p.name = keys.name and p.product_id is not distinct from keys.product_id
         returning p.day, p.product_id, p.name, p.units, p.revenue
       ),
       kept as (
         insert into product_sales_days (day, product_id, name, units, revenue, settled)
         select day, product_id, name, sum(units), sum(revenue), true
         from gone group by day, product_id, name
         returning 1
       )
  select (select count(*) from gone)::int - (select count(*) from kept)::int as folded`;

/** Held by the compaction under way, in any server on this database, until its transaction ends. */
const oneAtATime = sql`select pg_try_advisory_xact_lock(hashtext(${SUMMARIES_JOB})) as mine`;

/** Folds both summaries; answers how many rows fewer there are (0 when another server is folding). */
export async function compactSalesSummaries(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [turn] = await queryRows<{ mine: boolean }>(tx, oneAtATime);
    if (!turn?.mine) return 0;
    let folded = 0;
    for (const statement of [foldSalesDays, foldProductSalesDays]) {
      const [row] = await queryRows<{ folded: number }>(tx, statement);
      folded += row?.folded ?? 0;
    }
    return folded;
  });
}

export const summariesCompactionJob = (db: Db): Job => periodicJob(SUMMARIES_JOB, 60_000, () => compactSalesSummaries(db));
