/**
 * The customers report's buyers (buyers, buyer_sales_days; migration 0008, decision 0146) are kept
 * by triggers on orders, so they must equal a from-scratch count over the orders after any change:
 * first and second payments of a buyer, a refund or a delete of a buyer's first payment, a payment
 * moved to another day, an order's email or country changed, emails differing only in case (two
 * buyers, as the report has always counted them), a paid order inserted whole, an account's orders
 * anonymised (the old email must leave buyers), first payments of one new buyer in concurrent
 * transactions (on PostgreSQL the second waits for the first rather than failing or making a
 * second buyer), and a delete racing a new payment of the same buyer. After each step the kept
 * tables and the customers report are compared with the orders. */
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { DELETED_EMAIL } from '../../server/modules/accounts/customers/account-service';
import { orders } from '../../server/db/schema';
import { createAdmin, TEST_ADDRESS } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;

const FROM = '2026-01-01';
const today = () => new Date().toISOString().slice(0, 10);

async function pendingOrder(email: string, total: number, country = 'GB') {
  const [order] = await t.app.db
    .insert(orders)
    .values({ email, subtotal: total, shipping: 0, tax: 0, total, shippingAddress: { ...TEST_ADDRESS, country }, billingAddress: TEST_ADDRESS })
    .returning();
  return order!.id;
}

const pay = (id: string, paidAt: string) =>
  t.app.db.update(orders).set({ status: 'unfulfilled', paymentStatus: 'paid', paidAt: new Date(paidAt), updatedAt: sql`now()` }).where(eq(orders.id, id));

const refund = (id: string) => t.app.db.update(orders).set({ paymentStatus: 'refunded', refundedAt: sql`now()` }).where(eq(orders.id, id));

/** The kept buyers and buyer days (every row: none is left at 0 orders, none without its buyer), and the same from the orders. */
async function keptAndScratch() {
  const db = t.app.db;
  const [buyersKept, buyersScratch, daysKept, daysScratch] = await Promise.all([
    queryRows(db, sql`select email, first_paid_at as "firstPaidAt" from buyers order by email`),
    queryRows(db, sql`select email, min(paid_at) as "firstPaidAt" from orders where payment_status = 'paid' and paid_at is not null group by email order by email`),
    queryRows(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, b.email, d.country, d.orders, d.revenue
          from buyer_sales_days d left join buyers b on b.id = d.buyer_id order by 1, 2, 3`,
    ),
    queryRows(
      db,
      sql`select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as day, email, shipping_address->>'country' as country, count(*)::int as orders, sum(total)::int as revenue
          from orders where payment_status = 'paid' and paid_at is not null group by 1, 2, 3 order by 1, 2, 3`,
    ),
  ]);
  return { kept: { buyers: buyersKept, days: daysKept }, scratch: { buyers: buyersScratch, days: daysScratch } };
}

/** The customers report's buyer figures against a count over the orders themselves. */
async function expectReportMatchesOrders() {
  const report = (await asAdmin(t.app, admin, 'GET', `/admin/reports/customers?from=${FROM}&to=${today()}&groupBy=month`)).json().data;
  const start = sql`${`${FROM}T00:00:00Z`}::timestamptz`;
  const [[scratch], top, buckets] = await Promise.all([
    queryRows<{ buyers: number; firstTimeBuyers: number }>(
      t.app.db,
      sql`select count(*)::int as "buyers", count(*) filter (where not exists (
             select 1 from orders e where e.payment_status = 'paid' and e.email = r.email and e.paid_at < ${start}))::int as "firstTimeBuyers"
          from (select distinct email from orders where payment_status = 'paid' and paid_at >= ${start}) r`,
    ),
    queryRows<{ email: string; orders: number; revenue: number }>(
      t.app.db,
      sql`select email, count(*)::int as orders, sum(total)::int as revenue from orders where payment_status = 'paid' and paid_at >= ${start}
          group by email order by revenue desc, orders desc, email limit 10`,
    ),
    // Months (FROM is a first of a month): a first-time buyer of a month had no paid order before it.
    queryRows<{ period: string; buyers: number; firstTimeBuyers: number }>(
      t.app.db,
      sql`select to_char(m.month, 'YYYY-MM-DD') as "period", count(*)::int as "buyers", count(*) filter (where not exists (
             select 1 from orders e where e.payment_status = 'paid' and e.email = m.email and e.paid_at < m.month at time zone 'UTC'))::int as "firstTimeBuyers"
          from (select distinct date_trunc('month', paid_at at time zone 'UTC') as month, email from orders where payment_status = 'paid' and paid_at >= ${start}) m
          group by m.month order by m.month`,
    ),
  ]);
  expect(report.totals).toMatchObject(scratch!);
  expect(report.topCustomers.map(({ email, orders: count, revenue }: { email: string; orders: number; revenue: number }) => ({ email, orders: count, revenue }))).toEqual(top);
  const reported = report.buckets.filter((bucket: { buyers: number }) => bucket.buyers > 0).map(({ period, buyers: count, firstTimeBuyers }: { period: string; buyers: number; firstTimeBuyers: number }) => ({ period, buyers: count, firstTimeBuyers }));
  expect(reported).toEqual(buckets);
}

/** The report's totals over the range, by week (a first bucket starting before the range). */
async function reportTotals() {
  return (await asAdmin(t.app, admin, 'GET', `/admin/reports/customers?from=${FROM}&to=${today()}&groupBy=week`)).json().data.totals as { buyers: number; firstTimeBuyers: number };
}

/** Runs `first` in a transaction that then holds its locks a moment, and `second` meanwhile, outside it. */
async function whileHolding(first: (db: typeof t.app.db) => Promise<unknown>, second: (db: typeof t.app.db) => Promise<unknown>) {
  let firstDone!: () => void;
  const started = new Promise<void>((resolve) => (firstDone = resolve));
  await Promise.all([
    t.app.db.transaction(async (tx) => {
      await first(tx as unknown as typeof t.app.db);
      firstDone();
      await tx.execute(sql`select pg_sleep(0.1)`);
    }),
    started.then(() => second(t.app.db)),
  ]);
}

async function expectKeptExactly() {
  const { kept, scratch } = await keptAndScratch();
  expect(kept).toEqual(scratch);
  await expectReportMatchesOrders();
}

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
});

describe('buyers kept by the database', () => {
  it('follow payments, a second order, refunds, deletes, moved payments, changed emails and countries, case variants', async () => {
    const first = await pendingOrder('ana@example.com', 3000);
    const second = await pendingOrder('ana@example.com', 4500);
    const upper = await pendingOrder('Ana@Example.com', 2000);
    const ben = await pendingOrder('ben@example.com', 5200, 'US');
    await expectKeptExactly();
    expect((await keptAndScratch()).kept.buyers).toEqual([]);

    await pay(first, '2026-03-02T23:59:59Z');
    await pay(second, '2026-04-10T08:00:00Z');
    await pay(upper, '2026-04-11T08:00:00Z');
    await pay(ben, '2026-03-03T00:00:00Z');
    await expectKeptExactly();
    // The same letters in another case are another buyer, as the report counted them before 0146.
    expect((await keptAndScratch()).kept.buyers.map((row) => (row as { email: string }).email)).toEqual(['Ana@Example.com', 'ana@example.com', 'ben@example.com']);

    // The first payment refunded: the second one becomes the first.
    await refund(first);
    await expectKeptExactly();
    // A payment moved to another day, an email corrected, a country corrected; status moves change nothing.
    await t.app.db.update(orders).set({ paidAt: new Date('2026-02-20T10:00:00Z') }).where(eq(orders.id, second));
    await t.app.db.update(orders).set({ email: 'ana@example.com' }).where(eq(orders.id, upper));
    await t.app.db.update(orders).set({ shippingAddress: { ...TEST_ADDRESS, country: 'CA' } }).where(eq(orders.id, ben));
    await t.app.db.update(orders).set({ status: 'shipped', shippedAt: sql`now()` }).where(inArray(orders.id, [second, ben]));
    await expectKeptExactly();

    // A paid order written whole (an import), before every other payment of its buyer.
    await t.app.db
      .insert(orders)
      .values({ email: 'ben@example.com', status: 'unfulfilled', paymentStatus: 'paid', paidAt: new Date('2025-12-30T10:00:00Z'), subtotal: 900, shipping: 0, tax: 0, total: 900, shippingAddress: TEST_ADDRESS, billingAddress: TEST_ADDRESS });
    await expectKeptExactly();
    // Ana's first payment is in the range, Ben had paid before it.
    expect(await reportTotals()).toMatchObject({ buyers: 2, firstTimeBuyers: 1 });

    // A buyer's every paid order deleted: the buyer goes.
    await t.app.db.delete(orders).where(eq(orders.email, 'ben@example.com'));
    await expectKeptExactly();
    // An account deleted: its orders' email is anonymised (account-service), and the old email leaves buyers.
    await t.app.db.update(orders).set({ email: DELETED_EMAIL, updatedAt: sql`now()` }).where(eq(orders.email, 'ana@example.com'));
    await expectKeptExactly();
    expect((await keptAndScratch()).kept.buyers.map((row) => (row as { email: string }).email)).toEqual([DELETED_EMAIL]);
  });

  it('make one buyer of a new buyer paying several orders at once, and recount a first payment deleted while another is paid', async () => {
    const email = 'rush.buyer@example.com';
    const ids = await Promise.all(Array.from({ length: 5 }, (_, n) => pendingOrder(email, 1000 + n * 100)));
    // Each transaction pays its order, then holds its locks a moment, so on PostgreSQL the others
    // reach the new buyer's row while it is inserted and not yet committed.
    await Promise.all(
      ids.map((id) =>
        t.app.db.transaction(async (tx) => {
          await tx.update(orders).set({ status: 'unfulfilled', paymentStatus: 'paid', paidAt: sql`now()` }).where(eq(orders.id, id));
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    const rows = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from buyers where email = ${email}`);
    expect(rows[0]!.n).toBe(1);
    await expectKeptExactly();

    // A buyer's only paid order deleted while their next order is paid, in two transactions at once,
    // each way round: the second statement runs while the first one's transaction still holds its
    // locks. (A refund would wait on the day's sales_days row anyway; a delete of an older order does not.)
    for (const deleteFirst of [true, false]) {
      const solo = `solo.${deleteFirst ? 'delete' : 'pay'}.first@example.com`;
      const only = await pendingOrder(solo, 2500);
      await pay(only, '2026-05-05T10:00:00Z');
      const next = await pendingOrder(solo, 3500);
      const deleteOnly = (db: typeof t.app.db) => db.delete(orders).where(eq(orders.id, only));
      const payNext = (db: typeof t.app.db) => db.update(orders).set({ status: 'unfulfilled', paymentStatus: 'paid', paidAt: sql`now()` }).where(eq(orders.id, next));
      const [first, second] = deleteFirst ? [deleteOnly, payNext] : [payNext, deleteOnly];
      await whileHolding(first, second);
      await expectKeptExactly();
      ids.push(next);
    }
    // And every one of them refunded at once.
    await Promise.all(ids.map((id) => refund(id)));
    await expectKeptExactly();
  });
});
