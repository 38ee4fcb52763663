import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, queryRows } from '../../server/db/client';
import { products } from '../../server/db/schema';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const EXPECTED_TABLES = [
  'addresses', 'admin_invitations', 'admins', 'audit_entries', 'buyer_sales_days', 'buyers', 'campaign_sends', 'campaigns', 'contact_messages', 'customer_figures', 'customers', 'discount_redemptions',
  'discounts', 'email_changes', 'email_unsubscribes', 'emails', 'first_orders', 'media', 'newsletter_subscribers', 'notifications', 'order_lines', 'orders',
  'password_reset_tokens', 'payment_events', 'payment_methods', 'payments', 'product_sales_days', 'product_views', 'products', 'refunds', 'row_counts', 'sales_days', 'settings',
];

async function tableNames(db: TestDatabase['db']): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe(`migrations on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('create every table of the schema on an empty database, and a second run changes nothing', async () => {
    database = await createTestDatabase({ migrate: false });
    expect(await tableNames(database.db)).toEqual([]);
    await migrate(database);
    expect(await tableNames(database.db)).toEqual(EXPECTED_TABLES);
    await migrate(database);
    expect(await tableNames(database.db)).toEqual(EXPECTED_TABLES);
  });

  it('enforce the invariants in the database itself', async () => {
    database = await createTestDatabase();
    const base = { name: 'Balm', description: 'd', category: 'body', price: 1000 } as const;
    await database.db.insert(products).values({ ...base, slug: 'balm', stock: 1 });
    // Stock can never go below zero, whatever the code does.
    await expect(database.db.update(products).set({ stock: sql`stock - 2` })).rejects.toThrow();
    // Slugs are unique; categories are the spec's four.
    await expect(database.db.insert(products).values({ ...base, slug: 'balm' })).rejects.toThrow();
    await expect(database.db.insert(products).values({ ...base, slug: 'shoe', category: 'shoes' })).rejects.toThrow();
    const [row] = await database.db.select().from(products);
    expect(row!.stock).toBe(1);
  });
});
