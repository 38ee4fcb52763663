/**
 * Plans that outlive an empty table (docs/decisions/0296-plans-that-outlive-an-empty-table.md).
 * PL/pgSQL keeps each trigger statement's plan for as long as the connection lives, and a new
 * shop's first checkout plans them while orders is empty. The product sales days' trigger and a
 * refund's figures once kept plans that read every paid order through a partial index on every
 * checkout or refund after (migrations 0028 and 0029). So a whole checkout (the order, its line,
 * the stock taken, the payment, a partial refund) is run once on an empty shop and again on the
 * same connection after 3,000 paid orders, with no ANALYZE between, and no table or index may be
 * read row by row beyond what one order needs.
 *
 * The embedded engine has no autovacuum, so the shop runs one of its own there
 * (server/db/embedded-maintenance.ts): its rule, and that its ANALYZE is what gives the planner
 * the table's size.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Tx } from '../../server/db/client';
import { customers, refunds } from '../../server/db/schema';
import { maintainOneTable, tablesDueUpkeep } from '../../server/db/embedded-maintenance';
import { insertOrder, TEST_ADDRESS } from './support/accounts';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';
import { insertProduct } from './support/fixtures';

const PAID_BEFORE = 3_000;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** Rows read so far in this transaction, by table or index of the shop's schema (sequential and index scans alike). */
async function rowsRead(tx: Tx): Promise<Map<string, number>> {
  const list = await queryRows<{ name: string; rows: number }>(
    tx,
    sql`select c.relname as name, pg_stat_get_xact_tuples_returned(c.oid)::int as rows
        from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'i') and pg_stat_get_xact_tuples_returned(c.oid) > 0`,
  );
  return new Map(list.map((row) => [row.name, row.rows]));
}

/** One checkout, as the shop's statements leave it: an unpaid order and its line, the stock taken, the payment (its deferred figures included), then a partial refund. */
async function checkout(tx: Tx, customerId: string, productId: string): Promise<void> {
  const order = await insertOrder(tx, { customerId, paymentStatus: 'pending', status: 'pending', lines: [{ productId, unitPrice: 1500, quantity: 1 }] });
  await tx.execute(sql`update product_variants set stock = stock - 1 where product_id = ${productId}`);
  await tx.execute(sql`update orders set payment_status = 'paid', paid_at = now(), status = 'unfulfilled' where id = ${order.id}`);
  await tx.execute(sql`set constraints all immediate`);
  // And a part of it refunded, as the back office's refund leaves it: asked, then settled.
  const [refund] = await tx.insert(refunds).values({ orderId: order.id, amount: 500 }).returning({ id: refunds.id });
  await tx.execute(sql`update refunds set status = 'succeeded', settled_at = now() where id = ${refund!.id}`);
}

describe('a checkout planned on an empty shop', () => {
  it(`reads nothing row by row beyond its own order once ${PAID_BEFORE.toLocaleString('en-GB')} orders are paid (the same connection, no ANALYZE)`, async () => {
    await database.db.transaction(async (tx) => {
      const product = await insertProduct(tx, { stock: 10_000 });
      const [customer] = await tx.insert(customers).values({ firstName: 'Ada', lastName: 'Greene', email: 'ada@example.com', passwordHash: 'not-a-hash' }).returning({ id: customers.id });
      await checkout(tx, customer!.id, product.id);
      // Paid orders, each with its line, written as the volume seed writes them: in bulk.
      await tx.execute(sql`
        with placed as (
          insert into orders (email, status, payment_status, subtotal, shipping, tax, total, shipping_address, billing_address, paid_at)
          select 'history-' || g || '@example.com', 'delivered', 'paid', 1500, 2000, 128, 3628,
                 ${JSON.stringify(TEST_ADDRESS)}::jsonb, ${JSON.stringify(TEST_ADDRESS)}::jsonb, now() - make_interval(mins => g)
          from generate_series(1, ${PAID_BEFORE}::int) g
          returning id)
        insert into order_lines (order_id, product_id, name, unit_price, quantity, line_total)
        select id, ${product.id}, 'History', 1500, 1, 1500 from placed`);

      const before = await rowsRead(tx);
      await checkout(tx, customer!.id, product.id);
      const after = await rowsRead(tx);
      const readByCheckout = [...after].map(([name, rows]) => [name, rows - (before.get(name) ?? 0)] as const).filter(([, rows]) => rows > 50);
      expect(Object.fromEntries(readByCheckout)).toEqual({});
    });
  });
});

describe.skipIf(onPostgres)('the embedded engine upkeep (PostgreSQL has its autovacuum)', () => {
  it('vacuums and analyzes a table by autovacuum\'s rule, the one furthest past it first, until none is due', async () => {
    await database.db.execute(sql`
      insert into orders (email, status, payment_status, subtotal, shipping, tax, total, shipping_address, billing_address, paid_at)
      select 'upkeep-' || g || '@example.com', 'delivered', 'paid', 1500, 2000, 128, 3628,
             ${JSON.stringify(TEST_ADDRESS)}::jsonb, ${JSON.stringify(TEST_ADDRESS)}::jsonb, now()
      from generate_series(1, ${PAID_BEFORE}::int) g`);
    const due = await tablesDueUpkeep(database.db);
    // 3,000 rows inserted into a table never vacuumed passes the insert threshold (1,000 + 20% of 0).
    expect(due).toContainEqual({ schema: 'public', table: 'orders', vacuum: true });

    let rounds = 0;
    while (await maintainOneTable(database.db)) rounds += 1;
    expect(rounds).toBeGreaterThan(0);
    expect(await tablesDueUpkeep(database.db)).toEqual([]);
    const [orders] = await queryRows<{ rows: number; measured: boolean }>(database.db, sql`select reltuples::int as rows, relpages > 0 as measured from pg_class where relname = 'orders'`);
    expect(orders).toEqual({ rows: expect.any(Number), measured: true });
    expect(orders!.rows).toBeGreaterThanOrEqual(PAID_BEFORE);

    // Below the threshold nothing is done: ten more orders are not 50 + 10% of 3,000 changes.
    await database.db.execute(sql`update orders set status = 'shipped' where id in (select id from orders limit 10)`);
    expect(await tablesDueUpkeep(database.db)).toEqual([]);
  });
});
