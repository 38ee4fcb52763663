/**
 * GET /admin/reports/customers: new accounts per bucket; buyers (by order email, so an account
 * deleted since still counts once) split into first-time buyers, whose first paid order ever falls
 * in the bucket, and returning ones, who had paid before it; the top customers by revenue; and
 * sales by shipping country.
 *
 * Buyers are counted by email, which no daily summary can add up (a buyer of two days is one
 * buyer of the week), so the range's paid orders are read once, into a materialised list, and every
 * figure is rolled up from it by the database in one statement (docs/decisions/0145). A buyer's
 * first payment before the range is one probe of orders_paid_email_idx.
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

interface BuyersRollup {
  buckets: BuyerRow[] | null;
  buyers: number;
  firstTimeBuyers: number;
  topCustomers: CustomersReport['topCustomers'] | null;
  countries: CustomersReport['countries'] | null;
}

/** Every buyer figure of the range in one statement over one read of its paid orders. */
function buyersRollup(range: ReportRange) {
  const { start, end } = rangeBounds(range);
  const unit = sql.raw(`'${range.groupBy}'`);
  return sql`
    with sold as materialized (
      select ${orders.email} as email, ${orders.paidAt} as paid_at, ${orders.total} as total,
             ${orders.shippingAddress}->>'country' as country, date_trunc(${unit}, ${orders.paidAt} at time zone 'UTC') as bucket
      from ${orders}
      where ${orders.paymentStatus} = 'paid' and ${orders.paidAt} >= ${start} and ${orders.paidAt} < ${end}
    ),
    -- A buyer's orders per shipping country (most buyers have one), for the countries and for per_email.
    per_country as materialized (
      select email, country, count(*)::int as orders, sum(total)::bigint as revenue, min(paid_at) as first_in_range from sold group by email, country
    ),
    per_email as materialized (
      select email, sum(orders) as orders, sum(revenue) as revenue, min(first_in_range) as first_in_range from per_country group by email
    ),
    -- Each buyer's first paid order ever: the first in the range, or -infinity when they had paid before it.
    firsts as materialized (
      select email, case when exists (
               select 1 from ${orders} earlier
               where earlier.payment_status = 'paid' and earlier.email = per_email.email and earlier.paid_at < ${start}
             ) then '-infinity'::timestamptz else first_in_range end as first_paid
      from per_email
    )
    select
      (select json_agg(b) from (
         select to_char(bb.bucket, 'YYYY-MM-DD') as "period", count(*)::int as "buyers",
                count(*) filter (where f.first_paid >= bb.bucket at time zone 'UTC')::int as "firstTimeBuyers"
         from (select bucket, email from sold group by bucket, email) bb join firsts f using (email)
         group by bb.bucket) b) as "buckets",
      (select count(*)::int from firsts) as "buyers",
      (select count(*)::int from firsts where first_paid >= ${start}) as "firstTimeBuyers",
      (select json_agg(top order by top."revenue" desc, top."orders" desc, top."email") from (
         select t.email as "email", latest.name as "name", latest.customer_id as "customerId", t.orders::int as "orders", t.revenue::int as "revenue"
         from (select * from per_email order by revenue desc, orders desc, email limit ${TOP_CUSTOMERS_SHOWN}) t
         -- The name and account of their latest order in the range.
         cross join lateral (
           select (o.shipping_address->>'firstName') || ' ' || (o.shipping_address->>'lastName') as name, o.customer_id
           from ${orders} o
           where o.payment_status = 'paid' and o.email = t.email and o.paid_at >= ${start} and o.paid_at < ${end}
           order by o.paid_at desc limit 1
         ) latest) top) as "topCustomers",
      (select json_agg(c order by c."revenue" desc, c."country") from (
         select country as "country", sum(orders)::int as "orders", count(*)::int as "buyers", sum(revenue)::int as "revenue"
         from per_country group by country) c) as "countries"`;
}

export async function customersReport(db: DbOrTx, range: ReportRange): Promise<CustomersReport> {
  const { start, end } = rangeBounds(range);
  const [signups, [rollup]] = await Promise.all([
    queryRows<{ period: string; newCustomers: number }>(
      db,
      sql`select ${bucketOf(sql`${customers.createdAt}`, range.groupBy)} as "period", count(*)::int as "newCustomers"
          from ${customers} where ${customers.createdAt} >= ${start} and ${customers.createdAt} < ${end} group by 1`,
    ),
    queryRows<BuyersRollup>(db, buyersRollup(range)),
  ]);

  const newByPeriod = new Map(signups.map((row) => [row.period, row.newCustomers]));
  const buckets = fillBuckets(range, rollup?.buckets ?? [], { buyers: 0, firstTimeBuyers: 0 }).map((row) => ({
    period: row.period,
    newCustomers: newByPeriod.get(row.period) ?? 0,
    buyers: row.buyers,
    firstTimeBuyers: row.firstTimeBuyers,
    returningBuyers: row.buyers - row.firstTimeBuyers,
  }));
  const buyers = rollup?.buyers ?? 0;
  const firstTimeBuyers = rollup?.firstTimeBuyers ?? 0;
  const { from, to, groupBy } = range;
  return {
    range: { from, to, groupBy },
    buckets,
    totals: { newCustomers: signups.reduce((sum, row) => sum + row.newCustomers, 0), buyers, firstTimeBuyers, returningBuyers: buyers - firstTimeBuyers },
    topCustomers: rollup?.topCustomers ?? [],
    countries: rollup?.countries ?? [],
  };
}
