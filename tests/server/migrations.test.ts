import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR, queryRows } from '../../server/db/client';
import { MISDATED_0018 } from '../../server/db/migration-times';
import { products, productVariants } from '../../server/db/schema';
import { createTestDatabase, onPostgres, type TestDatabase } from './support/database';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const EXPECTED_TABLES = [
  'addresses', 'admin_invitations', 'admins', 'audit_entries', 'buyer_sales_days', 'buyers', 'campaign_sends', 'campaigns', 'contact_messages', 'customer_figures', 'customers', 'discount_redemptions',
  'discounts', 'email_changes', 'email_unsubscribes', 'emails', 'first_orders', 'idempotent_writes', 'media', 'newsletter_subscribers', 'notifications', 'order_lines', 'orders',
  'password_reset_tokens', 'payment_events', 'payment_methods', 'payments', 'product_sales_days', 'product_variants', 'product_views', 'products', 'push_messages', 'push_subscriptions', 'refunds', 'row_counts', 'sales_days', 'settings',
];

async function tableNames(db: TestDatabase['db']): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * The migrations folder as a build before the repair of migration times had it, up to migration
 * `last`: 0018 at the time it was first given (server/db/migration-times.ts).
 */
function folderAsShippedUpTo(last: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'verdant-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
  journal.entries = journal.entries
    .filter((entry) => entry.idx <= last)
    .map((entry) => (entry.when === MISDATED_0018.journal ? { ...entry, when: MISDATED_0018.recorded } : entry));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

describe(`migrations on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  // A database migrated by the build that shipped 0018 (0019 not yet written), and one created by
  // the build that shipped 0019: each recorded 0018's time as a day ahead, and the migrator skipped
  // every later migration on upgrade until the recorded time was repaired.
  for (const last of [18, 19])
    it(`upgrade a database migrated up to ${last} when 0018's time was recorded ahead: every later migration is applied`, async () => {
      database = await createTestDatabase({ migrate: false });
      const folder = folderAsShippedUpTo(last);
      try {
        const { migrate: runShipped } = onPostgres ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
        await runShipped(database.db as never, { migrationsFolder: folder });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      const applied = async () => (await queryRows<{ n: number }>(database!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;
      expect(await applied()).toBe(last + 1);
      await migrate(database);
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(await applied()).toBe(journal.entries.length);
      // What 0019 and 0020 made is there.
      const [made] = await queryRows<{ settled: boolean; refuse: boolean }>(
        database.db,
        sql`select exists (select from information_schema.columns where table_name = 'sales_days' and column_name = 'settled') as settled,
          exists (select from pg_proc where proname = 'shop_refuse') as refuse`,
      );
      expect(made).toEqual({ settled: true, refuse: true });
      // A second run changes nothing.
      await migrate(database);
      expect(await applied()).toBe(journal.entries.length);
    });

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

  it('upgrade a database made before sizes (up to 0020): each product gets one variant of its size, price and stock, and order lines keep it', async () => {
    database = await createTestDatabase({ migrate: false });
    const folder = folderAsShippedUpTo(20);
    try {
      const { migrate: runShipped } = onPostgres ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
      await runShipped(database.db as never, { migrationsFolder: folder });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // What that build wrote: two products and an order with a line of each (raw SQL: today's schema has more columns).
    await queryRows(
      database.db,
      sql`with p as (
          insert into products (slug, name, description, category, size, price, stock)
          values ('rose-oil', 'Rose Oil', 'd', 'face', '30 ml', 2800, 12), ('clay-mask', 'Clay Mask', 'd', 'face', '', 1500, 0) returning id, name, price),
        o as (insert into orders (email, subtotal, shipping, tax, total, shipping_address, billing_address)
          values ('a@b.test', 4300, 0, 0, 4300, '{}'::jsonb, '{}'::jsonb) returning id)
        insert into order_lines (order_id, product_id, name, unit_price, quantity, line_total)
        select o.id, p.id, p.name, p.price, 1, p.price from o cross join p`,
    );
    await migrate(database);
    const variants = await database.db.select().from(productVariants).orderBy(productVariants.sku);
    expect(variants.map(({ name, sku, price, stock, position, status }) => ({ name, sku, price, stock, position, status }))).toEqual([
      { name: '', sku: 'CLAY-MASK', price: 1500, stock: 0, position: 0, status: 'active' },
      { name: '30 ml', sku: 'ROSE-OIL', price: 2800, stock: 12, position: 0, status: 'active' },
    ]);
    const [rose] = await database.db.select().from(products).where(sql`slug = 'rose-oil'`);
    expect(rose).toMatchObject({ size: '30 ml', price: 2800, stock: 12 });
    expect(rose!.variants).toEqual([{ id: variants[1]!.id, name: '30 ml', sku: 'ROSE-OIL', price: 2800, stock: 12, image: null }]);
    const lines = await queryRows<{ name: string; variant_id: string; variant_name: string; sku: string }>(
      database.db,
      sql`select name, variant_id, variant_name, sku from order_lines order by name`,
    );
    expect(lines).toEqual([
      { name: 'Clay Mask', variant_id: variants[0]!.id, variant_name: '', sku: 'CLAY-MASK' },
      { name: 'Rose Oil', variant_id: variants[1]!.id, variant_name: '30 ml', sku: 'ROSE-OIL' },
    ]);
  });

  it('upgrade a database made before abandoned checkouts (up to 0022): its first-order records stay paid records, payments start at revision 0, and an unpaid claim needs its holding time', async () => {
    database = await createTestDatabase({ migrate: false });
    const folder = folderAsShippedUpTo(22);
    try {
      const { migrate: runShipped } = onPostgres ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
      await runShipped(database.db as never, { migrationsFolder: folder });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // What that build wrote: a mailbox's record (its default time), and an order with its payment.
    await queryRows(
      database.db,
      sql`with o as (insert into orders (email, subtotal, shipping, tax, total, shipping_address, billing_address)
          values ('a@b.test', 4300, 0, 0, 4300, '{}'::jsonb, '{}'::jsonb) returning id),
        r as (insert into first_orders (mailbox_hash) values ('paid-before') returning mailbox_hash)
        insert into payments (order_id, provider, provider_payment_id, client_secret, amount)
        select o.id, 'local', 'pi_local_before', 'pi_local_before_secret_x', 4300 from o`,
    );
    await migrate(database);
    const [record] = await queryRows<{ paid: boolean; order_id: string | null; held_until: string | null }>(
      database.db,
      sql`select first_paid_at is not null as paid, order_id, held_until from first_orders where mailbox_hash = 'paid-before'`,
    );
    expect(record).toEqual({ paid: true, order_id: null, held_until: null });
    const [payment] = await queryRows<{ revision: number }>(database.db, sql`select revision from payments where provider_payment_id = 'pi_local_before'`);
    expect(payment).toEqual({ revision: 0 });
    // A row that is neither paid nor held would be a claim no one can judge: refused.
    await expect(queryRows(database.db, sql`insert into first_orders (mailbox_hash) values ('neither')`)).rejects.toThrow();
  });

  it("keep every product's summary of its sizes in the database: cheapest price, total stock, first size, the sizes in order", async () => {
    database = await createTestDatabase();
    const [made] = await database.db
      .insert(products)
      .values({ name: 'Serum', slug: 'serum', description: 'd', category: 'face', size: '30 ml', price: 3800, stock: 4 })
      .returning();
    // The product's own row made its first size.
    const [first] = await database.db.select().from(productVariants);
    expect(first).toMatchObject({ productId: made!.id, name: '30 ml', sku: 'SERUM', price: 3800, stock: 4 });
    await database.db.insert(productVariants).values({ productId: made!.id, name: '15 ml', sku: 'serum-15', price: 2200, stock: 3, position: -1 });
    let [row] = await database.db.select().from(products);
    expect(row).toMatchObject({ price: 2200, stock: 7, size: '15 ml' });
    expect(row!.variants.map((v) => v.name)).toEqual(['15 ml', '30 ml']);
    // A size's stock never goes below zero; a SKU is unique whatever its case.
    await expect(database.db.update(productVariants).set({ stock: sql`stock - 4` })).rejects.toThrow();
    await expect(database.db.insert(productVariants).values({ productId: made!.id, name: 'x', sku: 'SERUM-15', price: 1 })).rejects.toThrow();
    // An archived size leaves the summary.
    await database.db.update(productVariants).set({ status: 'archived' }).where(sql`sku = 'serum-15'`);
    [row] = await database.db.select().from(products);
    expect(row).toMatchObject({ price: 3800, stock: 4, size: '30 ml' });
    expect(row!.variants).toHaveLength(1);
  });
});
