/**
 * GET /admin/reports/sales: revenue, paid orders, average order value, tax, discounts and shipping
 * per bucket and in total, over paid orders by the day they were paid (revenue less what was
 * refunded of them), and the refunds made in the range on their own, by the pence each gave back
 * (decision 0232). Read from sales_days, the per-day sums the database keeps with triggers on orders
 * (migration 0007, docs/decisions/0145): at most 366 rows for a year, whatever the order count.
 */
import { sql } from 'drizzle-orm';
import type { ReportRange, SalesFigures, SalesReport } from '#contracts/admin-reports';
import { type DbOrTx, queryRows } from '../../db/client';
import { salesDays } from '../../db/schema';
import { average, bucketOfDay, fillBuckets, rangeDays } from './report-range';

type Sums = Omit<SalesFigures, 'averageOrderValue'>;
type Refunds = { refunds: number; refunded: number };

const withAverage = <T extends Sums>(sums: T): T & SalesFigures => ({ ...sums, averageOrderValue: average(sums.revenue, sums.orders) });

const NO_SALES: Sums = { orders: 0, revenue: 0, tax: 0, discounts: 0, shipping: 0 };
const NO_REFUNDS: Refunds = { refunds: 0, refunded: 0 };

export async function salesReport(db: DbOrTx, range: ReportRange): Promise<Omit<SalesReport, 'previous'>> {
  const { first, last } = rangeDays(range);
  // A bucket with refunds only sums to 0 sales, as an empty one; refunds are counted by refund day.
  const rows = await queryRows<Sums & Refunds & { period: string }>(
    db,
    sql`
      select ${bucketOfDay(sql`${salesDays.day}`, range.groupBy)} as "period",
             sum(${salesDays.orders})::int as "orders",
             sum(${salesDays.revenue})::int as "revenue",
             sum(${salesDays.tax})::int as "tax",
             sum(${salesDays.discounts})::int as "discounts",
             sum(${salesDays.shipping})::int as "shipping",
             sum(${salesDays.refunds})::int as "refunds",
             sum(${salesDays.refunded})::int as "refunded"
      from ${salesDays}
      where ${salesDays.day} >= ${first} and ${salesDays.day} <= ${last}
      group by 1`,
  );
  const refunds = rows.reduce((sum, row) => ({ count: sum.count + row.refunds, amount: sum.amount + row.refunded }), { count: 0, amount: 0 });
  const buckets = fillBuckets(range, rows, { ...NO_SALES, ...NO_REFUNDS }).map(withAverage);
  const totals = buckets.reduce<Sums>(
    (sum, bucket) => ({
      orders: sum.orders + bucket.orders,
      revenue: sum.revenue + bucket.revenue,
      tax: sum.tax + bucket.tax,
      discounts: sum.discounts + bucket.discounts,
      shipping: sum.shipping + bucket.shipping,
    }),
    NO_SALES,
  );
  const { from, to, groupBy } = range;
  return { range: { from, to, groupBy }, buckets, totals: withAverage(totals), refunds };
}
