/**
 * Backups of the embedded database: an admin downloads one while the shop runs, and a restore into
 * a new DATA_DIR holds the orders (docs/decisions/0175-backups.md). Only admins may download one;
 * on PostgreSQL the route points at pg_dump instead.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client';
import { restoreDataDir } from '../../server/db/restore';
import { createAdmin, registerCustomer } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { payWithCard, placeOrder } from './support/checkout';
import { onPostgres } from './support/database';
import { addSizes, insertProduct } from './support/fixtures';
import { useTempFolders } from '../support/temp-folders';

const t = useTestApp();
const folder = useTempFolders('verdant-backup-');

describe('GET /admin/backup', () => {
  it('is for admins only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/backup' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    const asCustomer = await t.app.inject({ method: 'GET', url: '/api/v1/admin/backup', headers: { authorization: `Bearer ${customer.token}` } });
    expect(asCustomer.statusCode).toBe(401);
  });

  it.skipIf(onPostgres)('is taken while the shop runs and restores into a fresh DATA_DIR with the orders and every size', async () => {
    const product = await addSizes(t.app.db, (await insertProduct(t.app.db, { stock: 50 })).id, [{ name: '100 ml', price: 2600, stock: 7 }]);
    const customer = await registerCustomer(t.app);
    const first = product.variants[0]!.id;
    const paid = await placeOrder(t.app, customer.token, [{ productId: product.id, variantId: first, quantity: 2 }]);
    await payWithCard(t.app, customer.token, paid.orderId);
    const unpaid = await placeOrder(t.app, customer.token, [{ productId: product.id, variantId: first, quantity: 1 }]);
    const admin = await createAdmin(t.app);

    const answer = await asAdmin(t.app, admin.token, 'GET', '/admin/backup');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="verdant-backup-\d{8}-\d{6}\.tar\.gz"$/);
    // The shop keeps serving while and after the backup is taken.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);

    const file = path.join(folder(), 'backup.tar.gz');
    writeFileSync(file, answer.rawPayload);
    const restoredDir = folder();
    const counts = await restoreDataDir(file, restoredDir);
    expect(counts.orders).toBe(2);
    expect(counts.admins).toBe(1);

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const rows = await queryRows<{ id: string; status: string; payment_status: string }>(
        restored.db,
        sql`select id, status, payment_status from orders order by number`,
      );
      expect(rows.map((row) => row.id)).toEqual([paid.orderId, unpaid.orderId]);
      expect(rows[0]!.payment_status).toBe('paid');
      // The sizes, their stock after the two orders, and the lines' sizes (decision 0249).
      const sizes = await queryRows<{ name: string; stock: number; sold: number }>(
        restored.db,
        sql`select v.name, v.stock, (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.variant_id = v.id) as sold
          from product_variants v where v.product_id = ${product.id} order by v.position`,
      );
      expect(sizes).toEqual([{ name: '50 ml', stock: 47, sold: 3 }, { name: '100 ml', stock: 7, sold: 0 }]);
    } finally {
      await restored.close();
    }
  });

  it.skipIf(onPostgres)('refuses to restore over a DATA_DIR that holds a database', async () => {
    const admin = await createAdmin(t.app);
    const answer = await asAdmin(t.app, admin.token, 'GET', '/admin/backup');
    const file = path.join(folder(), 'backup.tar.gz');
    writeFileSync(file, answer.rawPayload);
    const target = folder();
    await restoreDataDir(file, target);
    await expect(restoreDataDir(file, target)).rejects.toThrow('already holds a database: restore into a new, empty DATA_DIR');
  });

  it.runIf(onPostgres)('on PostgreSQL answers 409 and names pg_dump', async () => {
    const admin = await createAdmin(t.app);
    const answer = await asAdmin(t.app, admin.token, 'GET', '/admin/backup');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain('pg_dump');
  });
});
