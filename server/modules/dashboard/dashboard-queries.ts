/**
 * The dashboard's figures, each one aggregate query: revenue and paid orders for today, 7 and 30
 * days (by the day an order was paid, UTC), new customers for the same periods, orders by status,
 * low stock, and the daily revenue series for the chart. Refunded orders are not revenue, and a
 * partly refunded one's revenue is what it kept (its total less its refunds, decision 0232). Totals
 * (customers, orders by status) come from the trigger-kept row counts, not from counting 150,000
 * rows on every visit (decision 0117).
 */
import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DashboardOverview, type DashboardStats, LOW_STOCK_SHOWN, RECENT_ORDERS_SHOWN } from '#contracts/admin-dashboard';
import { adminOrderListQuery } from '#contracts/admin-orders';
import { ORDER_STATUSES } from '#contracts/orders';
import { stockLevel } from '#domain/status-badge';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { bucketTotals } from '../../db/row-counts';
import { customers, orders, products, refunds } from '../../db/schema';
import { listAllOrders } from '../orders';

/** UTC midnight `daysAgo` days before today. */
const dayStart = (daysAgo: number) => sql`(date_trunc('day', now() at time zone 'UTC') - make_interval(days => ${daysAgo})) at time zone 'UTC'`;

/**
 * Three counts (or sums) over one column's instant: since today, 7 and 30 days (today included),
 * each with the period before it, shifted back by its own length and ending that long before now
 * (decision 0228). The caller's rows must reach back PREVIOUS_REACH_DAYS.
 */
function periods(instant: PgColumn, value: SQL) {
  const since = (daysAgo: number) => sql<number>`coalesce(${value} filter (where ${instant} >= ${dayStart(daysAgo)}), 0)::int`;
  const before = (daysAgo: number) => {
    const length = daysAgo + 1;
    return sql<number>`coalesce(${value} filter (where ${instant} >= ${dayStart(daysAgo + length)} and ${instant} < now() - make_interval(days => ${length})), 0)::int`;
  };
  return {
    today: since(0),
    last7Days: since(6),
    last30Days: since(29),
    previousToday: before(0),
    previousLast7Days: before(6),
    previousLast30Days: before(29),
  };
}

type PeriodRow = { [K in keyof ReturnType<typeof periods>]: number };

/** Each period's figure less another's (revenue less the partial refunds of the same orders). */
const minus = (row: PeriodRow, less: PeriodRow): PeriodRow =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value - less[key as keyof PeriodRow]])) as PeriodRow;

/** A row of `periods` as the contract nests it. */
const figures = (row: PeriodRow) => ({
  today: row.today,
  last7Days: row.last7Days,
  last30Days: row.last30Days,
  previous: { today: row.previousToday, last7Days: row.previousLast7Days, last30Days: row.previousLast30Days },
});
/** The oldest day a period or its previous one reaches: 30 days and the 30 before them. */
const PREVIOUS_REACH_DAYS = 59;

/** The orders list's first page, newest first, with the contract's defaults. */
const RECENT_ORDERS_QUERY = adminOrderListQuery.parse({ limit: RECENT_ORDERS_SHOWN });

const paid = eq(orders.paymentStatus, 'paid');
const settled = eq(refunds.status, 'succeeded');
/** Pence refunded of each order that has refunds; joined to paid orders to take their partial refunds off revenue. */
const refundedPerOrder = sql`(select ${refunds.orderId} as order_id, sum(${refunds.amount}) as refunded from ${refunds} where ${settled} group by ${refunds.orderId})`;
const active = eq(products.status, 'active');
const lowStock = and(active, lte(products.stock, products.lowStockThreshold));

export async function dashboardOverview(db: DbOrTx): Promise<DashboardOverview> {
  const [[sales], [refunded], [newCustomers], customerBuckets, orderBuckets, low, [lowCount], recent] = await Promise.all([
    db
      .select({ revenue: periods(orders.paidAt, sql`sum(${orders.total})`), paidOrders: periods(orders.paidAt, sql`count(*)`) })
      .from(orders)
      .where(and(paid, gte(orders.paidAt, dayStart(PREVIOUS_REACH_DAYS)))),
    // The few paid orders with a partial refund: their refunds, by the day the order was paid.
    db
      .select(periods(orders.paidAt, sql`sum(${refunds.amount})`))
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(settled, paid, gte(orders.paidAt, dayStart(PREVIOUS_REACH_DAYS)))),
    db.select(periods(customers.createdAt, sql`count(*)`)).from(customers).where(gte(customers.createdAt, dayStart(PREVIOUS_REACH_DAYS))),
    bucketTotals(db, 'customers'),
    bucketTotals(db, 'orders'),
    db.select().from(products).where(lowStock).orderBy(asc(products.stock), asc(products.name), asc(products.id)).limit(LOW_STOCK_SHOWN),
    db.select({ total: count() }).from(products).where(lowStock),
    listAllOrders(db, RECENT_ORDERS_QUERY),
  ]);
  // Orders are counted by 'status/paymentStatus' (decision 0117): fold the payment half away.
  const byStatus = new Map<string, number>();
  for (const [bucket, rows] of orderBuckets) {
    const status = bucket.slice(0, bucket.indexOf('/'));
    byStatus.set(status, (byStatus.get(status) ?? 0) + rows);
  }
  return {
    revenue: figures(minus(sales!.revenue, refunded!)),
    paidOrders: figures(sales!.paidOrders),
    newCustomers: figures(newCustomers!),
    totalCustomers: [...customerBuckets.values()].reduce((sum, rows) => sum + rows, 0),
    ordersByStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, byStatus.get(status) ?? 0])) as DashboardOverview['ordersByStatus'],
    lowStock: low.map((row) => ({
      id: row.id,
      name: row.name,
      image: row.images[0]?.src ?? null,
      stock: row.stock,
      lowStockThreshold: row.lowStockThreshold,
      stockLevel: stockLevel(row.stock, row.lowStockThreshold),
    })),
    lowStockCount: lowCount?.total ?? 0,
    recentOrders: recent.orders,
  };
}

/**
 * Revenue and paid orders per UTC day over the last `days` days, today included, gaps filled with
 * 0; and the totals of the `days` days before them, shifted back by `days` and ending that long
 * before now (decision 0228).
 */
export async function dashboardStats(db: DbOrTx, days: number): Promise<DashboardStats> {
  const previous = db
    .select({ revenue: sql<number>`coalesce(sum(${orders.total} - coalesce(r.refunded, 0)), 0)::bigint`, orders: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(sql`${refundedPerOrder} r`, sql`r.order_id = ${orders.id}`)
    .where(and(paid, gte(orders.paidAt, dayStart(2 * days - 1)), sql`${orders.paidAt} < now() - make_interval(days => ${days})`));
  const series = queryRows<{ date: string; revenue: number; orders: number }>(
    db,
    sql`
      select to_char(day.d, 'YYYY-MM-DD') as "date",
             coalesce(sum(${orders.total} - coalesce(r.refunded, 0)), 0)::int as "revenue",
             count(${orders.id})::int as "orders"
      from generate_series(${dayStart(days - 1)}, ${dayStart(0)}, interval '1 day') as day(d)
      left join ${orders}
        on ${orders.paymentStatus} = 'paid'
       and ${orders.paidAt} >= day.d
       and ${orders.paidAt} < day.d + interval '1 day'
      left join ${refundedPerOrder} r on r.order_id = ${orders.id}
      group by day.d
      order by day.d`,
  );
  const [rows, [before]] = await Promise.all([series, previous]);
  return {
    series: rows,
    totalRevenue: rows.reduce((sum, day) => sum + day.revenue, 0),
    totalOrders: rows.reduce((sum, day) => sum + day.orders, 0),
    previousTotalRevenue: Number(before?.revenue ?? 0),
    previousTotalOrders: before?.orders ?? 0,
  };
}
