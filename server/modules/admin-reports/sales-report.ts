/**
 * GET /admin/reports/sales: revenue, paid orders, average order value, tax, discounts and shipping
 * per bucket and in total, over paid orders by the day they were paid (the partial index
 * orders_paid_at_idx holds exactly these rows), and refunds in the range on their own.
 */
import { sql } from 'drizzle-orm';
import type { ReportRange, SalesFigures, SalesReport } from '../../../src/contracts/admin-reports';
import { type DbOrTx, queryRows } from '../../db/client';
import { orders } from '../../db/schema';
import { average, bucketOf, fillBuckets, rangeBounds } from './report-range';

type Sums = Omit<SalesFigures, 'averageOrderValue'>;

const withAverage = <T extends Sums>(sums: T): T & SalesFigures => ({ ...sums, averageOrderValue: average(sums.revenue, sums.orders) });

const NO_SALES: Sums = { orders: 0, revenue: 0, tax: 0, discounts: 0, shipping: 0 };

export async function salesReport(db: DbOrTx, range: ReportRange): Promise<SalesReport> {
  const { start, end } = rangeBounds(range);
  const [rows, [refunds]] = await Promise.all([
    queryRows<Sums & { period: string }>(
      db,
      sql`
        select ${bucketOf(sql`${orders.paidAt}`, range.groupBy)} as "period",
               count(*)::int as "orders",
               sum(${orders.total})::int as "revenue",
               sum(${orders.tax})::int as "tax",
               sum(${orders.discount})::int as "discounts",
               sum(${orders.shipping})::int as "shipping"
        from ${orders}
        where ${orders.paymentStatus} = 'paid' and ${orders.paidAt} >= ${start} and ${orders.paidAt} < ${end}
        group by 1`,
    ),
    queryRows<{ orders: number; amount: number }>(
      db,
      sql`
        select count(*)::int as "orders", coalesce(sum(${orders.total}), 0)::int as "amount"
        from ${orders}
        where ${orders.paymentStatus} = 'refunded' and ${orders.refundedAt} >= ${start} and ${orders.refundedAt} < ${end}`,
    ),
  ]);
  const buckets = fillBuckets(range, rows, NO_SALES).map(withAverage);
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
  return { range: { from, to, groupBy }, buckets, totals: withAverage(totals), refunds: refunds ?? { orders: 0, amount: 0 } };
}
