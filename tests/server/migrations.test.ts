import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR, queryRows } from '../../server/db/client';
import { MISDATED_0018 } from '../../server/db/migration-times';
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
});
