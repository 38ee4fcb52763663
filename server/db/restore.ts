/**
 * Restoring the embedded database from a backup (GET /admin/backup): a new PGlite data folder is
 * created from the dump, migrated to this version of the shop, and checked by counting its orders.
 * It refuses a DATA_DIR that already holds a database, so a restore never overwrites a live shop
 * (docs/decisions/0175-backups.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './client';

export interface RestoreResult {
  orders: number;
  products: number;
  admins: number;
}

export async function restoreDataDir(backupFile: string, dataDir: string): Promise<RestoreResult> {
  const target = path.join(dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${dataDir} already holds a database: restore into a new, empty DATA_DIR`);
  }
  const dump = new Blob([readFileSync(backupFile)], { type: 'application/gzip' });
  const database = await openDatabase({ dataDir, loadDataDir: dump });
  try {
    await database.migrate();
    const [counts] = await queryRows<RestoreResult>(
      database.db,
      sql`select (select count(*)::int from orders) as orders, (select count(*)::int from products) as products, (select count(*)::int from admins) as admins`,
    );
    return counts!;
  } finally {
    await database.close();
  }
}
