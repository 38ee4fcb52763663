/**
 * The reports' daily summaries (sales_days, product_sales_days; migration 0007, decision 0145) are
 * kept by triggers, so they must equal a from-scratch computation over the orders after any change:
 * paying, failing, refunding (in part and in full, decision 0232: refunds are counted from their
 * rows, and a partly refunded order's revenue is what it kept), status changes that do not touch
 * the figures, a paid order inserted whole, lines changed or removed, a product deleted, an order
 * deleted, and orders paid at the same
 * moment in concurrent transactions. Each writer appends its difference as a row of its own
 * (migration 0019, decision 0244), so none waits on another and none is lost, and the compaction
 * job folds a key's rows back into one without changing a sum, even beside writers and a second
 * compaction. After each step both the tables and the reports built from them are compared with
 * the same figures computed from the orders themselves, and each product's sizes (read from its
 * lines, decision 0253) add up to its figures.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { orderLines, orders, products, refunds } from '../../server/db/schema';
import { compactSalesSummaries } from '../../server/modules/reports';
import { createAdmin, TEST_ADDRESS } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let rose: { id: string };
let oat: { id: string };
let clay: { id: string };

const FROM = '2026-01-01';
const today = () => new Date().toISOString().slice(0, 10);

/** A pending order with its lines, as checkout writes it (order first, then lines). */
async function pendingOrder(email: string, lines: Array<{ product: { id: string }; name: string; unitPrice: number; quantity: number }>, extra: { discount?: number; tax?: number } = {}) {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = extra.discount ?? 0;
  const tax = extra.tax ?? 100;
  const [order] = await t.app.db
    .insert(orders)
    .values({ email, subtotal, discount, shipping: 450, tax, total: subtotal - discount + 450 + tax, shippingAddress: TEST_ADDRESS, billingAddress: TEST_ADDRESS })
    .returning();
  await t.app.db
    .insert(orderLines)
    .values(lines.map((line) => ({ orderId: order!.id, productId: line.product.id, name: line.name, unitPrice: line.unitPrice, quantity: line.quantity, lineTotal: line.unitPrice * line.quantity })));
  return order!.id;
}

/** A refund as the shop records one: its row, and once nothing is left, the order refunded. */
async function refund(id: string, at: string | Date, amount?: number) {
  await t.app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    const done = await tx.select().from(refunds).where(eq(refunds.orderId, id));
    const left = order!.total - done.reduce((sum, row) => sum + row.amount, 0);
    await tx.insert(refunds).values({ orderId: id, amount: amount ?? left, status: 'succeeded', settledAt: new Date(at) });
    if ((amount ?? left) === left) await tx.update(orders).set({ paymentStatus: 'refunded', refundedAt: new Date(at) }).where(eq(orders.id, id));
  });
}

const pay = (id: string, paidAt: string) =>
  t.app.db.update(orders).set({ status: 'unfulfilled', paymentStatus: 'paid', paidAt: new Date(paidAt), updatedAt: sql`now()` }).where(eq(orders.id, id));

/** The summaries' non-empty rows, and the same figures computed from the orders. */
async function summaryAndScratch() {
  const db = t.app.db;
  const [salesKept, salesScratch, productsKept, productsScratch] = await Promise.all([
    queryRows(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, sum(orders)::int as orders, sum(revenue)::int as revenue, sum(tax)::int as tax,
                 sum(discounts)::int as discounts, sum(shipping)::int as shipping, sum(refunds)::int as refunds, sum(refunded)::int as refunded
          from sales_days group by day
          having sum(orders) <> 0 or sum(revenue) <> 0 or sum(tax) <> 0 or sum(discounts) <> 0 or sum(shipping) <> 0 or sum(refunds) <> 0 or sum(refunded) <> 0
          order by day`,
    ),
    queryRows(
      db,
      sql`select day, sum(orders)::int as orders, sum(revenue)::int as revenue, sum(tax)::int as tax, sum(discounts)::int as discounts,
                 sum(shipping)::int as shipping, sum(refunds)::int as refunds, sum(refunded)::int as refunded
          from (select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as day, 1 as orders,
                       total - (select coalesce(sum(r.amount), 0) from refunds r where r.order_id = orders.id and r.status = 'succeeded') as revenue,
                       tax, discount as discounts, shipping, 0 as refunds, 0 as refunded
                from orders where payment_status = 'paid' and paid_at is not null
                union all
                select to_char(settled_at at time zone 'UTC', 'YYYY-MM-DD'), 0, 0, 0, 0, 0, 1, amount
                from refunds where status = 'succeeded') f
          group by day order by day`,
    ),
    queryRows(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, product_id, name, sum(units)::int as units, sum(revenue)::int as revenue
          from product_sales_days group by day, product_id, name having sum(units) <> 0 or sum(revenue) <> 0 order by day, product_id, name`,
    ),
    queryRows(
      db,
      sql`select to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD') as day, l.product_id, case when l.product_id is null then l.name else '' end as name,
                 sum(l.quantity)::int as units, sum(l.line_total)::int as revenue
          from orders o join order_lines l on l.order_id = o.id
          where o.payment_status = 'paid' and o.paid_at is not null
          group by 1, 2, 3 order by 1, 2, 3`,
    ),
  ]);
  return { salesKept, salesScratch, productsKept, productsScratch };
}

/** The reports (served from the summaries) against the pre-summary queries over the orders. */
async function expectReportsMatchOrders() {
  const db = t.app.db;
  const range = `from=${FROM}&to=${today()}&groupBy=month`;
  const sales = (await asAdmin(t.app, admin, 'GET', `/admin/reports/sales?${range}`)).json().data;
  const productsReport = (await asAdmin(t.app, admin, 'GET', `/admin/reports/products?${range}&limit=500`)).json().data;
  const start = sql`${`${FROM}T00:00:00Z`}::timestamptz`;
  const [[paid], [refunded], sold] = await Promise.all([
    queryRows<{ orders: number; revenue: number; tax: number; discounts: number; shipping: number }>(
      db,
      sql`select count(*)::int as orders,
                 coalesce(sum(total - (select coalesce(sum(r.amount), 0) from refunds r where r.order_id = orders.id and r.status = 'succeeded')), 0)::int as revenue,
                 coalesce(sum(tax), 0)::int as tax, coalesce(sum(discount), 0)::int as discounts, coalesce(sum(shipping), 0)::int as shipping
          from orders where payment_status = 'paid' and paid_at >= ${start}`,
    ),
    queryRows<{ count: number; amount: number }>(
      db,
      sql`select count(*)::int as count, coalesce(sum(amount), 0)::int as amount from refunds where status = 'succeeded' and settled_at >= ${start}`,
    ),
    queryRows<{ productId: string | null; name: string; units: number; revenue: number }>(
      db,
      sql`select sold.product_id as "productId", coalesce(p.name, sold.name) as "name", sold.units::int as "units", sold.revenue::int as "revenue"
          from (select l.product_id, min(l.name) as name, sum(l.quantity) as units, sum(l.line_total) as revenue
                from orders o join order_lines l on l.order_id = o.id
                where o.payment_status = 'paid' and o.paid_at >= ${start} group by l.product_id) sold
          left join products p on p.id = sold.product_id
          order by "revenue" desc, "units" desc, "name"`,
    ),
  ]);
  expect(sales.totals).toMatchObject(paid!);
  expect(sales.refunds).toEqual(refunded);
  expect(productsReport.products.map(({ productId, name, units, revenue }: (typeof sold)[number]) => ({ productId, name, units, revenue }))).toEqual(sold);
  // A product's sizes, read from its lines (decision 0253), add up to its row, read from the summary, after every change.
  for (const product of productsReport.products as Array<{ productId: string | null; units: number; revenue: number; sizes: Array<{ units: number; revenue: number }> }>) {
    if (product.productId === null) continue;
    const sizes = product.sizes.reduce((sum, size) => ({ units: sum.units + size.units, revenue: sum.revenue + size.revenue }), { units: 0, revenue: 0 });
    expect(sizes, product.productId).toEqual({ units: product.units, revenue: product.revenue });
  }
}

/** After a compaction with no writer since: every key of both summaries is one settled row. */
async function expectOneSettledRowPerKey() {
  const [sales, productDays] = await Promise.all([
    queryRows<{ rows: number; keys: number; unsettled: number }>(
      t.app.db,
      sql`select count(*)::int as rows, count(distinct day)::int as keys, count(*) filter (where not settled)::int as unsettled from sales_days`,
    ),
    queryRows<{ rows: number; keys: number; unsettled: number }>(
      t.app.db,
      sql`select count(*)::int as rows, (select count(*)::int from (select distinct day, product_id, name from product_sales_days) k) as keys,
                 count(*) filter (where not settled)::int as unsettled from product_sales_days`,
    ),
  ]);
  expect(sales[0]!.rows).toBe(sales[0]!.keys);
  expect(productDays[0]!.rows).toBe(productDays[0]!.keys);
  expect([sales[0]!.unsettled, productDays[0]!.unsettled]).toEqual([0, 0]);
}

async function expectKeptExactly() {
  const { salesKept, salesScratch, productsKept, productsScratch } = await summaryAndScratch();
  expect(salesKept).toEqual(salesScratch);
  expect(productsKept).toEqual(productsScratch);
  await expectReportsMatchOrders();
}

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  rose = await insertProduct(t.app.db, { name: 'Rose Toner', category: 'face', stock: 50, price: 1800 });
  oat = await insertProduct(t.app.db, { name: 'Oat Balm', category: 'body', stock: 50, price: 1200 });
  clay = await insertProduct(t.app.db, { name: 'Clay Mask', category: 'face', stock: 50, price: 2400 });
});

describe('report summaries kept by the database', () => {
  it('follow orders through payment, failure, refund, status changes, line changes, deletions', async () => {
    const a = await pendingOrder('a@example.com', [
      { product: rose, name: 'Rose Toner', unitPrice: 1800, quantity: 2 },
      { product: oat, name: 'Oat Balm', unitPrice: 1200, quantity: 1 },
    ]);
    const b = await pendingOrder('b@example.com', [{ product: clay, name: 'Clay Mask', unitPrice: 2400, quantity: 1 }], { discount: 240 });
    const c = await pendingOrder('c@example.com', [{ product: rose, name: 'Rose Toner', unitPrice: 1800, quantity: 1 }]);
    const d = await pendingOrder('d@example.com', [{ product: oat, name: 'Oat Balm', unitPrice: 1200, quantity: 3 }]);
    await expectKeptExactly();
    expect((await summaryAndScratch()).salesKept).toEqual([]);

    await pay(a, '2026-03-02T23:59:59Z');
    await pay(b, '2026-03-03T00:00:00Z');
    await pay(c, '2026-03-03T08:00:00Z');
    await t.app.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, d));
    await expectKeptExactly();
    expect((await summaryAndScratch()).salesKept.map((row) => (row as { orders: number }).orders)).toEqual([1, 2]);

    // Status moves that leave the figures alone.
    await t.app.db.update(orders).set({ status: 'shipped', shippedAt: sql`now()` }).where(inArray(orders.id, [a, b]));
    await t.app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, a));
    // A refund, counted on its own day, and the order leaves the sales of the day it was paid.
    await refund(b, '2026-03-09T10:00:00Z');
    // Partial refunds: counted on their days, taken off the revenue of the day the order was paid.
    await refund(c, '2026-03-04T10:00:00Z', 700);
    await refund(a, '2026-03-08T10:00:00Z', 1000);
    await expectKeptExactly();
    // A pending refund counts nothing until it succeeds; a failed one never.
    const [pending] = await t.app.db.insert(refunds).values({ orderId: c, amount: 300 }).returning();
    await t.app.db.insert(refunds).values({ orderId: a, amount: 200, status: 'failed' });
    await expectKeptExactly();
    await t.app.db.update(refunds).set({ status: 'succeeded', settledAt: new Date('2026-03-10T10:00:00Z') }).where(eq(refunds.id, pending!.id));
    await expectKeptExactly();
    // The partly refunded order refunded in full: it leaves its day with what it had kept.
    await refund(c, '2026-03-11T10:00:00Z');
    await expectKeptExactly();
    // A paid order's payment moved to another day, then the failed one paid after all.
    await t.app.db.update(orders).set({ paidAt: new Date('2026-03-05T12:00:00Z') }).where(eq(orders.id, a));
    await pay(d, '2026-03-06T09:00:00Z');
    await expectKeptExactly();

    // A paid order written whole (an import), then its lines changed and one removed.
    const [e] = await t.app.db
      .insert(orders)
      .values({ email: 'e@example.com', status: 'unfulfilled', paymentStatus: 'paid', paidAt: new Date('2026-03-07T10:00:00Z'), subtotal: 5400, shipping: 0, tax: 0, total: 5400, shippingAddress: TEST_ADDRESS, billingAddress: TEST_ADDRESS })
      .returning();
    await t.app.db.insert(orderLines).values([
      { orderId: e!.id, productId: clay.id, name: 'Clay Mask', unitPrice: 2400, quantity: 1, lineTotal: 2400 },
      { orderId: e!.id, productId: rose.id, name: 'Rose Toner (old name)', unitPrice: 1500, quantity: 2, lineTotal: 3000 },
    ]);
    await t.app.db.update(orderLines).set({ quantity: 3, lineTotal: 4500 }).where(eq(orderLines.productId, rose.id));
    await t.app.db.delete(orderLines).where(eq(orderLines.name, 'Clay Mask'));
    await expectKeptExactly();

    // A deleted product: its lines keep their names and move to the no-product rows.
    await t.app.db.delete(products).where(eq(products.id, oat.id));
    await expectKeptExactly();
    expect((await summaryAndScratch()).productsKept).toContainEqual({ day: '2026-03-06', product_id: null, name: 'Oat Balm', units: 3, revenue: 3600 });

    // Folded: one settled row per key, the same sums, and the reports unchanged.
    expect(await compactSalesSummaries(t.app.db)).toBeGreaterThan(0);
    await expectKeptExactly();
    await expectOneSettledRowPerKey();

    // An order deleted outright takes its sale, its lines and its refunds with it.
    await t.app.db.delete(orders).where(eq(orders.id, a));
    await expectKeptExactly();
  });

  it('count every one of several orders paid at the same moment in concurrent transactions', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        pendingOrder(`rush${n}@example.com`, [
          { product: rose, name: 'Rose Toner', unitPrice: 1800, quantity: 1 + (n % 2) },
          { product: clay, name: 'Clay Mask', unitPrice: 2400, quantity: 1 },
        ]),
      ),
    );
    const before = await queryRows<{ orders: number }>(t.app.db, sql`select coalesce(sum(orders), 0)::int as orders from sales_days where day = (now() at time zone 'UTC')::date`);
    // Each transaction pays its order, then holds its locks a moment, so on PostgreSQL the others
    // reach the same day's and products' rows while they are taken.
    await Promise.all(
      ids.map((id) =>
        t.app.db.transaction(async (tx) => {
          await tx.update(orders).set({ status: 'unfulfilled', paymentStatus: 'paid', paidAt: sql`now()` }).where(eq(orders.id, id));
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    const after = await queryRows<{ orders: number }>(t.app.db, sql`select coalesce(sum(orders), 0)::int as orders from sales_days where day = (now() at time zone 'UTC')::date`);
    expect(after[0]!.orders - before[0]!.orders).toBe(6);
    await expectKeptExactly();
    // And refunded at once, as concurrently.
    await Promise.all(ids.map((id, n) => refund(id, new Date(), n % 2 ? 500 : undefined)));
    await expectKeptExactly();
  });

  it('are folded by two compactions at once beside payments without a figure lost', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, n) => pendingOrder(`fold${n}@example.com`, [{ product: rose, name: 'Rose Toner', unitPrice: 1800, quantity: 1 + (n % 3) }])),
    );
    await Promise.all(ids.slice(0, 4).map((id) => pay(id, new Date().toISOString())));
    // Two compactions and four more payments at once: one compaction folds (the other skips its
    // round, or runs after it), and a payment's row appended meanwhile waits for the next round.
    await Promise.all([
      compactSalesSummaries(t.app.db),
      compactSalesSummaries(t.app.db),
      ...ids.slice(4).map((id) => pay(id, new Date().toISOString())),
    ]);
    await expectKeptExactly();
    await compactSalesSummaries(t.app.db);
    await expectKeptExactly();
    await expectOneSettledRowPerKey();
    expect(await compactSalesSummaries(t.app.db)).toBe(0);
  });
});
