/**
 * GET /admin/reports/customers: new accounts per bucket; buyers (by order email, so an account
 * deleted since still counts once) split into first-time buyers, whose first paid order ever falls
 * in the bucket, and returning ones, who had paid before it; the top customers by revenue; and
 * sales by shipping country.
 *
 * Buyers are order emails, which no daily summary can add up (a buyer of two days is one buyer of
 * the week). The database keeps each buyer's integer id and first payment (buyers) and their paid
 * orders per day and shipping country (buyer_sales_days), both by triggers (migration 0008,
 * docs/decisions/0146). The report reads the range's rows once, as two arrays of integers, and rolls
 * them up in buyer-rollup.ts; first-time buyers per bucket are the buyers whose first payment falls
 * in it (and in the range), counted from buyers; the top customers' emails and names are looked
 * up for the few candidates only. Both statements read one snapshot.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type CustomersReport, type ReportRange, TOP_CUSTOMERS_SHOWN } from '#contracts/admin-reports';
import { type Db, queryRows, type Tx } from '../../db/client';
import { buyerSalesDays, buyers, customers, orders } from '../../db/schema';
import { type BuyerRollup, type CountrySales, packedRows, rollUpBuyers } from './buyer-rollup';
import { bucketIndexOfDays, bucketsOf, rangeBounds, rangeDays } from './report-range';

/** A count per day of the range (0 = `from`); the buckets are added up here (grouping by day is cheaper than date_trunc per row). */
interface DayCount {
  day: number;
  count: number;
}

interface KeptBuyers {
  firsts: DayCount[] | null;
  sold: CountrySales[] | null;
}

/** The UTC day of an instant, counted from the range's first day. */
const dayOfRange = (instant: SQL, range: ReportRange) => sql`(${instant} at time zone 'UTC')::date - ${rangeDays(range).first}`;

/** Counts per day spread over the range's buckets. */
function perBucket(counts: readonly DayCount[], bucketOfDay: readonly number[], bucketCount: number): number[] {
  const sums = new Array<number>(bucketCount).fill(0);
  for (const { day, count } of counts) sums[bucketOfDay[day]!]! += count;
  return sums;
}

/** First-time buyers per day, and the range's buyer days per country as arrays, in one statement. */
function keptBuyers(range: ReportRange) {
  const { start, end } = rangeBounds(range);
  const { first, last } = rangeDays(range);
  const packed = packedRows({ buyerId: sql`${buyerSalesDays.buyerId}`, dayOfRange: sql`${buyerSalesDays.day} - ${first}`, revenue: sql`${buyerSalesDays.revenue}`, orders: sql`${buyerSalesDays.orders}` });
  return sql`
    select
      (select json_agg(f) from (
         select ${dayOfRange(sql`${buyers.firstPaidAt}`, range)} as "day", count(*)::int as "count"
         from ${buyers} where ${buyers.firstPaidAt} >= ${start} and ${buyers.firstPaidAt} < ${end} group by 1) f) as "firsts",
      (select json_agg(s) from (
         select ${buyerSalesDays.country} as "country", array_agg(${packed.keys}) as "keys", array_agg(${packed.amounts}) as "amounts"
         from ${buyerSalesDays}
         where ${buyerSalesDays.day} >= ${first} and ${buyerSalesDays.day} <= ${last}
         group by ${buyerSalesDays.country}) s) as "sold"`;
}

/** The top customers among the candidates: ties broken by email, name and account from their latest order in the range. */
function topCustomers(range: ReportRange, candidates: BuyerRollup['topCandidates']) {
  const { start, end } = rangeBounds(range);
  const list = (values: number[]) => `{${values.join(',')}}`;
  return sql`
    select t.email as "email", latest.name as "name", latest.customer_id as "customerId", t.orders as "orders", t.revenue as "revenue"
    from (select b.email, c.orders, c.revenue
          from unnest(${list(candidates.map((c) => c.buyerId))}::int[], ${list(candidates.map((c) => c.orders))}::int[], ${list(candidates.map((c) => c.revenue))}::int[]) as c (id, orders, revenue)
          join ${buyers} b on b.id = c.id
          order by c.revenue desc, c.orders desc, b.email limit ${TOP_CUSTOMERS_SHOWN}) t
    cross join lateral (
      select (o.shipping_address->>'firstName') || ' ' || (o.shipping_address->>'lastName') as name, o.customer_id
      from ${orders} o
      where o.payment_status = 'paid' and o.email = t.email and o.paid_at >= ${start} and o.paid_at < ${end}
      order by o.paid_at desc limit 1
    ) latest
    order by t.revenue desc, t.orders desc, t.email`;
}

/**
 * Every buyer figure of the range, from one snapshot (the names must be those of the orders
 * counted). `db` is the database, not a transaction: SET TRANSACTION must open the transaction.
 */
function buyerFigures(db: Db, range: ReportRange, bucketOfDay: readonly number[], bucketCount: number) {
  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const [kept] = await queryRows<KeptBuyers>(tx, keptBuyers(range));
    const rollup = rollUpBuyers(kept?.sold ?? [], bucketOfDay, bucketCount, TOP_CUSTOMERS_SHOWN);
    const top = rollup.topCandidates.length === 0 ? [] : await queryRows<CustomersReport['topCustomers'][number]>(tx, topCustomers(range, rollup.topCandidates));
    return { firsts: kept?.firsts ?? [], rollup, top };
  });
}

export async function customersReport(db: Db, range: ReportRange): Promise<Omit<CustomersReport, 'previous'>> {
  const { start, end } = rangeBounds(range);
  const periods = bucketsOf(range);
  const bucketOfDay = bucketIndexOfDays(range);
  const [signups, { firsts, rollup, top }] = await Promise.all([
    queryRows<DayCount>(
      db,
      sql`select ${dayOfRange(sql`${customers.createdAt}`, range)} as "day", count(*)::int as "count"
          from ${customers} where ${customers.createdAt} >= ${start} and ${customers.createdAt} < ${end} group by 1`,
    ),
    buyerFigures(db, range, bucketOfDay, periods.length),
  ]);

  const newCustomers = perBucket(signups, bucketOfDay, periods.length);
  const firstTimers = perBucket(firsts, bucketOfDay, periods.length);
  const buckets = periods.map((period, index) => {
    const buyersInBucket = rollup.bucketBuyers[index]!;
    const firstTimeBuyers = firstTimers[index]!;
    return { period, newCustomers: newCustomers[index]!, buyers: buyersInBucket, firstTimeBuyers, returningBuyers: buyersInBucket - firstTimeBuyers };
  });
  const total = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);
  const firstTimeBuyers = total(firstTimers);
  const { from, to, groupBy } = range;
  return {
    range: { from, to, groupBy },
    buckets,
    totals: { newCustomers: total(newCustomers), buyers: rollup.buyers, firstTimeBuyers, returningBuyers: rollup.buyers - firstTimeBuyers },
    topCustomers: top,
    countries: rollup.countries,
  };
}
