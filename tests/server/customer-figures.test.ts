/**
 * Each customer's order count and money spent (customer_figures; migration 0009,
 * docs/decisions/0205) are kept by triggers on orders, so they must equal a count over the orders
 * after any change: an order placed, paid, refunded, moved to another customer, deleted; a bulk
 * insert, update and delete; an order changed and deleted in one transaction; an account deleted;
 * orders of one customer placed in concurrent transactions (none lost); and, on PostgreSQL, a
 * refund racing the same customer's checkout over the same product, which must not deadlock.
 * The customer list sorted by either figure, either way, deep pages and filters too, must be the
 * order a direct aggregate over the orders gives.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { customers, orders, productVariants } from '../../server/db/schema';
import { callWith, createAdmin, insertOrder, registerCustomer, TEST_ADDRESS, type TestCustomer } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { onPostgres } from './support/database';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;
let ana: TestCustomer;
let ben: TestCustomer;

/** A pending order of `total` pence, as checkout leaves it. */
async function placeOrder(customerId: string | null, total: number, db = t.app.db) {
  const [order] = await db
    .insert(orders)
    .values({ customerId, email: 'figures@example.com', subtotal: total, shipping: 0, tax: 0, total, shippingAddress: TEST_ADDRESS, billingAddress: TEST_ADDRESS })
    .returning({ id: orders.id });
  return order!.id;
}

const pay = (ids: string[]) =>
  t.app.db.update(orders).set({ status: 'unfulfilled', paymentStatus: 'paid', paidAt: sql`now()` }).where(inArray(orders.id, ids));

/** Every customer's kept figures, and the same counted from the orders. */
async function keptAndCounted() {
  const [kept, counted, orphans] = await Promise.all([
    queryRows(t.app.db, sql`select c.id, f.order_count as "orders", f.total_spent::int as "spent" from customers c left join customer_figures f on f.customer_id = c.id order by c.id`),
    queryRows(
      t.app.db,
      sql`select c.id, count(o.id)::int as "orders", coalesce(sum(o.total) filter (where o.payment_status = 'paid'), 0)::int as "spent"
          from customers c left join orders o on o.customer_id = c.id group by c.id order by c.id`,
    ),
    queryRows(t.app.db, sql`select customer_id from customer_figures f where not exists (select 1 from customers c where c.id = f.customer_id)`),
  ]);
  return { kept, counted, orphans };
}

async function expectKeptExactly() {
  const { kept, counted, orphans } = await keptAndCounted();
  expect(kept).toEqual(counted);
  expect(orphans).toEqual([]);
}

const figuresOf = async (customerId: string) =>
  (await queryRows<{ orders: number; spent: number }>(t.app.db, sql`select order_count as "orders", total_spent::int as "spent" from customer_figures where customer_id = ${customerId}`))[0];

/** The list's emails, every page of `limit`, sorted by a figure. */
async function listed(sortBy: string, sortOrder: string, limit: number, filters = '') {
  const emails: string[] = [];
  for (let page = 1; ; page++) {
    const res = await asAdmin(t.app, admin, 'GET', `/admin/customers?sortBy=${sortBy}&sortOrder=${sortOrder}&limit=${limit}&page=${page}${filters}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    emails.push(...data.customers.map((c: { email: string; orderCount: number; totalSpent: number }) => `${c.email} ${c.orderCount} ${c.totalSpent}`));
    if (page >= data.pagination.totalPages) return emails;
  }
}

/** The same order from the orders themselves: the figure, then the id, the same way. */
async function counted(sortBy: 'orderCount' | 'totalSpent', sortOrder: 'asc' | 'desc', where = sql`true`) {
  const figure = sortBy === 'orderCount' ? sql`"orders"` : sql`"spent"`;
  const direction = sql.raw(sortOrder);
  const rows = await queryRows<{ line: string }>(
    t.app.db,
    sql`select email || ' ' || "orders" || ' ' || "spent" as line from (
          select c.id, c.email, count(o.id)::int as "orders", coalesce(sum(o.total) filter (where o.payment_status = 'paid'), 0)::int as "spent"
          from customers c left join orders o on o.customer_id = c.id where ${where} group by c.id) r
        order by ${figure} ${direction}, id ${direction}`,
  );
  return rows.map((row) => row.line);
}

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  ana = await registerCustomer(t.app, { firstName: 'Ana', lastName: 'Figueroa' });
  ben = await registerCustomer(t.app, { firstName: 'Ben', lastName: 'Figgis' });
});

describe('customer figures kept by the database', () => {
  it('follow an order placed, paid, refunded, moved to another customer and deleted', async () => {
    // A new customer has a row of zeros from the start.
    expect(await figuresOf(ana.user.id)).toEqual({ orders: 0, spent: 0 });
    const first = await placeOrder(ana.user.id, 3000);
    expect(await figuresOf(ana.user.id)).toEqual({ orders: 1, spent: 0 });
    await pay([first]);
    expect(await figuresOf(ana.user.id)).toEqual({ orders: 1, spent: 3000 });
    const second = await placeOrder(ana.user.id, 4500);
    await pay([second]);
    await t.app.db.update(orders).set({ paymentStatus: 'refunded', refundedAt: sql`now()` }).where(eq(orders.id, first));
    expect(await figuresOf(ana.user.id)).toEqual({ orders: 2, spent: 4500 });
    // Status moves and reservation marks change nothing.
    await t.app.db.update(orders).set({ status: 'shipped', shippedAt: sql`now()`, reservedUntil: null }).where(eq(orders.customerId, ana.user.id));
    await expectKeptExactly();
    // Moved to Ben: its count and money go with it; a corrected total counts at once.
    await t.app.db.update(orders).set({ customerId: ben.user.id }).where(eq(orders.id, second));
    expect(await figuresOf(ana.user.id)).toEqual({ orders: 1, spent: 0 });
    expect(await figuresOf(ben.user.id)).toEqual({ orders: 1, spent: 4500 });
    await t.app.db.update(orders).set({ total: 4000 }).where(eq(orders.id, second));
    expect(await figuresOf(ben.user.id)).toEqual({ orders: 1, spent: 4000 });
    // A guest order (no customer) and one moved off a customer to none.
    await placeOrder(null, 999);
    await t.app.db.update(orders).set({ customerId: null }).where(eq(orders.id, first));
    expect(await figuresOf(ana.user.id)).toEqual({ orders: 0, spent: 0 });
    await t.app.db.delete(orders).where(eq(orders.id, second));
    expect(await figuresOf(ben.user.id)).toEqual({ orders: 0, spent: 0 });
    await expectKeptExactly();
    // An order placed through the test fixture, paid with its lines, as the other tests place them.
    await insertOrder(t.app.db, { customerId: ben.user.id, lines: [{ productId: null, quantity: 2, unitPrice: 1000 }] });
    await expectKeptExactly();
  });

  it('follow bulk statements, an order changed then deleted in one transaction, and a deleted account', async () => {
    // Customers inserted many at once get their rows too.
    const made = await t.app.db
      .insert(customers)
      .values(Array.from({ length: 12 }, (_, n) => ({ firstName: 'Bulk', lastName: `Buyer ${n}`, email: `bulk${n}@figures.test`, passwordHash: 'not-a-real-hash' })))
      .returning({ id: customers.id });
    await expectKeptExactly();
    // Orders inserted many at once, several per customer, some paid.
    const placed = await t.app.db
      .insert(orders)
      .values(
        Array.from({ length: 40 }, (_, n) => ({
          customerId: made[n % made.length]!.id,
          email: 'bulk@figures.test',
          paymentStatus: n % 3 === 0 ? 'pending' : 'paid',
          paidAt: n % 3 === 0 ? null : new Date(),
          status: n % 3 === 0 ? 'pending' : 'unfulfilled',
          subtotal: 1000 + n * 17,
          shipping: 0,
          tax: 0,
          total: 1000 + n * 17,
          shippingAddress: TEST_ADDRESS,
          billingAddress: TEST_ADDRESS,
        })),
      )
      .returning({ id: orders.id });
    await expectKeptExactly();
    const ids = placed.map((order) => order.id);
    // One statement paying, refunding and moving many orders between customers.
    await pay(ids.slice(0, 10));
    await t.app.db.update(orders).set({ paymentStatus: 'refunded', refundedAt: sql`now()` }).where(inArray(orders.id, ids.slice(5, 20)));
    await t.app.db
      .update(orders)
      .set({ customerId: sql`case when ${orders.total} % 2 = 0 then ${made[0]!.id}::uuid else ${made[1]!.id}::uuid end` })
      .where(inArray(orders.id, ids.slice(15, 35)));
    await expectKeptExactly();
    await t.app.db.delete(orders).where(inArray(orders.id, ids.slice(30)));
    await expectKeptExactly();

    // Paid, then moved, then deleted, in one transaction: the changes counted at commit add up to nothing.
    const target = made[3]!.id;
    const before = await figuresOf(target);
    await t.app.db.transaction(async (tx) => {
      const id = await placeOrder(made[2]!.id, 2500, tx as unknown as typeof t.app.db);
      await tx.update(orders).set({ status: 'unfulfilled', paymentStatus: 'paid', paidAt: sql`now()` }).where(eq(orders.id, id));
      await tx.update(orders).set({ customerId: target }).where(eq(orders.id, id));
      await tx.delete(orders).where(eq(orders.id, id));
    });
    expect(await figuresOf(target)).toEqual(before);
    await expectKeptExactly();

    // An account deleted: its orders stay (customer null), its row goes with it.
    const leaving = await registerCustomer(t.app, { firstName: 'Lea', lastName: 'Ving' });
    await pay([await placeOrder(leaving.user.id, 1200), await placeOrder(leaving.user.id, 800)]);
    await placeOrder(leaving.user.id, 500);
    expect(await figuresOf(leaving.user.id)).toEqual({ orders: 3, spent: 2000 });
    const res = await callWith(t.app, leaving.token, 'DELETE', '/user/account', { password: leaving.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(await figuresOf(leaving.user.id)).toBeUndefined();
    await expectKeptExactly();
  });

  it('lose no order of one customer placed or paid in concurrent transactions', async () => {
    const rush = await registerCustomer(t.app, { firstName: 'Rush', lastName: 'Hour' });
    const before = await figuresOf(rush.user.id);
    // Each transaction places and pays an order, then holds its locks a moment, so on PostgreSQL
    // the others reach the customer's row while it is taken.
    await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        t.app.db.transaction(async (tx) => {
          const id = await placeOrder(rush.user.id, 1000 + n, tx as unknown as typeof t.app.db);
          await tx.update(orders).set({ status: 'unfulfilled', paymentStatus: 'paid', paidAt: sql`now()` }).where(eq(orders.id, id));
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    expect(await figuresOf(rush.user.id)).toEqual({ orders: before!.orders + 6, spent: before!.spent + 6 * 1000 + 15 });
    await expectKeptExactly();
  });

  it.skipIf(!onPostgres)('let a refund and the same customer’s checkout of the same product run at once without a deadlock', async () => {
    const buyer = await registerCustomer(t.app, { firstName: 'Dee', lastName: 'Lock' });
    const product = await insertProduct(t.app.db, { stock: 10 });
    const paid = await placeOrder(buyer.user.id, 5000);
    await pay([paid]);
    let refunded!: () => void;
    let stockTaken!: () => void;
    const refundedNow = new Promise<void>((resolve) => (refunded = resolve));
    const stockTakenNow = new Promise<void>((resolve) => (stockTaken = resolve));
    const giveBack = sql`${productVariants.stock} + 1`;
    await Promise.all([
      // The refund as admin-refund settles it: the order marked refunded, then its stock given back.
      t.app.db.transaction(async (tx) => {
        await tx.update(orders).set({ paymentStatus: 'refunded', refundedAt: sql`now()` }).where(eq(orders.id, paid));
        refunded();
        await stockTakenNow;
        await tx.update(productVariants).set({ stock: giveBack }).where(eq(productVariants.productId, product.id));
      }),
      // The checkout as create-order runs it: the stock taken, then the order inserted.
      refundedNow.then(() =>
        t.app.db.transaction(async (tx) => {
          await tx.update(productVariants).set({ stock: sql`${productVariants.stock} - 1` }).where(eq(productVariants.productId, product.id));
          stockTaken();
          await placeOrder(buyer.user.id, 2000, tx as unknown as typeof t.app.db);
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    ]);
    expect(await figuresOf(buyer.user.id)).toEqual({ orders: 2, spent: 0 });
    await expectKeptExactly();
  });

  it('give the customer list’s order by orders and by money spent, either way, deep pages and filters too', async () => {
    // Ties on purpose: several customers with no orders, several with one unpaid order.
    for (const n of [1, 2, 3]) await placeOrder((await registerCustomer(t.app, { firstName: 'Tie', lastName: `Unpaid ${n}` })).user.id, 700);
    for (const n of [1, 2]) await registerCustomer(t.app, { firstName: 'Tie', lastName: `None ${n}` });
    await t.app.db.update(customers).set({ status: 'archived' }).where(sql`${customers.lastName} like 'Buyer 1%'`);
    for (const sortBy of ['orderCount', 'totalSpent'] as const) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const expected = await counted(sortBy, sortOrder);
        // Pages of 4 and 7: the later ones are read from the far end.
        expect(await listed(sortBy, sortOrder, 4)).toEqual(expected);
        expect(await listed(sortBy, sortOrder, 7)).toEqual(expected);
        expect(await listed(sortBy, sortOrder, 2, '&status=archived')).toEqual(await counted(sortBy, sortOrder, sql`c.status = 'archived'`));
        expect(await listed(sortBy, sortOrder, 2, '&search=tie')).toEqual(await counted(sortBy, sortOrder, sql`c.first_name = 'Tie'`));
      }
    }
  });
});
