/**
 * GET /admin/reports/customers: new accounts per bucket; buyers (by order email, so an account
 * deleted since still counts once) split into first-time buyers, whose first paid order ever falls
 * in the bucket, and returning ones, who had paid before it; the top customers by revenue; and
 * sales by shipping country. A buyer's first payment is one probe of orders_paid_email_idx.
 */
import { sql } from 'drizzle-orm';
import { type CustomersReport, type ReportRange, TOP_CUSTOMERS_SHOWN } from '../../../src/contracts/admin-reports';
import { type DbOrTx, queryRows } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { bucketOf, fillBuckets, rangeBounds } from './report-range';

interface BuyerRow {
  period: string;
  buyers: number;
  firstTimeBuyers: number;
}

export async function customersReport(db: DbOrTx, range: ReportRange): Promise<CustomersReport> {
  const { start, end } = rangeBounds(range);
  const paidInRange = sql`${orders.paymentStatus} = 'paid' and ${orders.paidAt} >= ${start} and ${orders.paidAt} < ${end}`;
  const unit = sql.raw(`'${range.groupBy}'`);
  // Each paid order of the range with its buyer's first paid order ever: the buyer's first in the
  // range, or -infinity when they had paid before the range (one index probe per buyer, not per order).
  const buyersWithFirst = sql`
    with sold as (select ${orders.email} as email, ${orders.paidAt} as paid_at from ${orders} where ${paidInRange}),
         firsts as (select email, min(paid_at) as first_in_range from sold group by email)
    select sold.email, sold.paid_at,
           case when exists (
             select 1 from ${orders} earlier
             where earlier.payment_status = 'paid' and earlier.email = firsts.email and earlier.paid_at < ${start}
           ) then '-infinity'::timestamptz else firsts.first_in_range end as first_paid
    from sold join firsts using (email)`;

  const [signups, buyerAndTotalRows, top, countries] = await Promise.all([
    queryRows<{ period: string; newCustomers: number }>(
      db,
      sql`select ${bucketOf(sql`${customers.createdAt}`, range.groupBy)} as "period", count(*)::int as "newCustomers"
          from ${customers} where ${customers.createdAt} >= ${start} and ${customers.createdAt} < ${end} group by 1`,
    ),
    // One pass for the buckets and the range's totals (the grouping set () is the total row).
    queryRows<Omit<BuyerRow, 'period'> & { period: string | null; firstTimeInRange: number }>(
      db,
      sql`select to_char(bucket, 'YYYY-MM-DD') as "period",
                 count(distinct email)::int as "buyers",
                 count(distinct email) filter (where first_paid >= bucket at time zone 'UTC')::int as "firstTimeBuyers",
                 count(distinct email) filter (where first_paid >= ${start})::int as "firstTimeInRange"
          from (select email, first_paid, date_trunc(${unit}, paid_at at time zone 'UTC') as bucket from (${buyersWithFirst}) b) bucketed
          group by grouping sets ((bucket), ())`,
    ),
    queryRows<CustomersReport['topCustomers'][number]>(
      db,
      sql`select ${orders.email} as "email",
                 (array_agg((${orders.shippingAddress}->>'firstName') || ' ' || (${orders.shippingAddress}->>'lastName') order by ${orders.paidAt} desc))[1] as "name",
                 (array_agg(${orders.customerId} order by ${orders.paidAt} desc))[1] as "customerId",
                 count(*)::int as "orders", sum(${orders.total})::int as "revenue"
          from ${orders} where ${paidInRange}
          group by ${orders.email} order by "revenue" desc, "orders" desc, ${orders.email} limit ${TOP_CUSTOMERS_SHOWN}`,
    ),
    queryRows<CustomersReport['countries'][number]>(
      db,
      sql`select ${orders.shippingAddress}->>'country' as "country", count(*)::int as "orders",
                 count(distinct ${orders.email})::int as "buyers", sum(${orders.total})::int as "revenue"
          from ${orders} where ${paidInRange}
          group by 1 order by "revenue" desc, "country"`,
    ),
  ]);

  const buyerRows = buyerAndTotalRows.filter((row): row is BuyerRow & { firstTimeInRange: number } => row.period !== null);
  const totalRow = buyerAndTotalRows.find((row) => row.period === null);
  const newByPeriod = new Map(signups.map((row) => [row.period, row.newCustomers]));
  const buckets = fillBuckets(range, buyerRows, { buyers: 0, firstTimeBuyers: 0, firstTimeInRange: 0 }).map((row) => ({
    period: row.period,
    newCustomers: newByPeriod.get(row.period) ?? 0,
    buyers: row.buyers,
    firstTimeBuyers: row.firstTimeBuyers,
    returningBuyers: row.buyers - row.firstTimeBuyers,
  }));
  const buyers = totalRow?.buyers ?? 0;
  const firstTimeBuyers = totalRow?.firstTimeInRange ?? 0;
  const { from, to, groupBy } = range;
  return {
    range: { from, to, groupBy },
    buckets,
    totals: { newCustomers: signups.reduce((sum, row) => sum + row.newCustomers, 0), buyers, firstTimeBuyers, returningBuyers: buyers - firstTimeBuyers },
    topCustomers: top,
    countries,
  };
}
