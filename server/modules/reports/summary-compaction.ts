/**
 * Folds the reports' daily summaries back to one row per key (docs/decisions/0244). The triggers of
 * migration 0019 append each writer's difference as a row of its own (a paid order, a refund, a
 * deleted order), so that no two checkouts of a day wait on one row's lock; the readers sum a key's
 * rows, and this job keeps those sums short.
 *
 * Each table folds in one statement: the keys with an appended (unsettled) row, found through a
 * partial index; every row of those keys deleted; their sum written back as one settled row. Safe
 * beside writers and a second server doing the same, as the row counts' compaction is
 * (db/row-counts.ts): rows appended meanwhile are not in the statement's snapshot and wait for the
 * next round, and a row is deleted, and so summed, by exactly one compaction.
 */
import { sql } from 'drizzle-orm';
import type { Job } from '../../jobs/runner';
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

/** Folds both summaries; answers how many rows fewer there are. */
export async function compactSalesSummaries(db: Db): Promise<number> {
  let folded = 0;
  for (const statement of [foldSalesDays, foldProductSalesDays]) {
    const [row] = await queryRows<{ folded: number }>(db, statement);
    folded += row?.folded ?? 0;
  }
  return folded;
}

export function summariesCompactionJob(db: Db): Job {
  return {
    name: SUMMARIES_JOB,
    everyMs: 60_000,
    async runOnce() {
      await compactSalesSummaries(db);
      return false;
    },
  };
}
