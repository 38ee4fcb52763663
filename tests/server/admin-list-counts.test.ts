/**
 * The admin lists' totals come from counts the database keeps (migration 0004's triggers,
 * docs/decisions/0117), and pages past the middle are read from the far end: both must give the
 * same answers as counting and OFFSET would, through inserts, status changes, deletes and
 * compaction, and deep pages must hold exactly the rows the forward order puts there.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { compactRowCounts, countedRows } from '../../server/db/row-counts';
import { customers, orders, products } from '../../server/db/schema';
import { pageWindow } from '../../server/lib/admin-lists';
import { createAdmin, insertOrder } from './support/accounts';
import { asAdmin } from './support/admin';
import { useTestApp } from './support/app';
import { insertProduct } from './support/fixtures';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let admin: string;

beforeAll(async () => {
  admin = (await createAdmin(t.app)).token;
  // 23 customers in one statement (one trigger call for many rows), a few archived, and products.
  await t.app.db.execute(sql`
    insert into customers (first_name, last_name, email, password_hash, status, created_at, last_login_at)
    select 'Count', 'Person ' || i, 'count' || i || '@example.com', 'x', case when i % 5 = 0 then 'archived' else 'active' end,
           now() - (i || ' hours')::interval, case when i % 3 = 0 then null else now() - (i || ' minutes')::interval end
    from generate_series(1, 23) as i`);
  for (let i = 0; i < 7; i++) await insertProduct(t.app.db, { category: i % 2 ? 'face' : 'body', status: i === 6 ? 'draft' : 'active' });
  for (let i = 0; i < 9; i++) await insertOrder(t.app.db, { customerId: null, status: i < 4 ? 'shipped' : 'unfulfilled', lines: [{ productId: null, quantity: 1, unitPrice: 100 + i }] });
});

const exactCounts = async () => {
  const [row] = await queryRows<{ customers: number; archived: number; orders: number; shippedPaid: number; products: number; faceActive: number }>(
    t.app.db,
    sql`select (select count(*) from customers)::int as customers, (select count(*) from customers where status = 'archived')::int as archived,
               (select count(*) from orders)::int as orders, (select count(*) from orders where status = 'shipped' and payment_status = 'paid')::int as "shippedPaid",
               (select count(*) from products)::int as products, (select count(*) from products where category = 'face' and status = 'active')::int as "faceActive"`,
  );
  return row!;
};
const maintainedCounts = async () => ({
  customers: await countedRows(t.app.db, 'customers'),
  archived: await countedRows(t.app.db, 'customers', (bucket) => bucket === 'archived'),
  orders: await countedRows(t.app.db, 'orders'),
  shippedPaid: await countedRows(t.app.db, 'orders', (bucket) => bucket === 'shipped/paid'),
  products: await countedRows(t.app.db, 'products'),
  faceActive: await countedRows(t.app.db, 'products', (bucket) => bucket === 'active/face'),
});

describe('maintained row counts', () => {
  it('match count(*) after inserts, updates, deletes and compaction', async () => {
    expect(await maintainedCounts()).toEqual(await exactCounts());
    await t.app.db.update(customers).set({ status: 'archived' }).where(eq(customers.email, 'count1@example.com'));
    await t.app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.status, 'shipped'));
    await t.app.db.update(orders).set({ updatedAt: new Date() }); // no bucket changes: nothing appended
    await t.app.db.delete(customers).where(eq(customers.email, 'count2@example.com'));
    await t.app.db.update(products).set({ category: 'face' }).where(eq(products.category, 'body'));
    await t.app.db.transaction(async (tx) => {
      await tx.delete(products).where(eq(products.status, 'draft'));
      tx.rollback();
    }).catch(() => {});
    expect(await maintainedCounts()).toEqual(await exactCounts());
    const before = (await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from row_counts`))[0]!.n;
    expect(await compactRowCounts(t.app.db)).toBeGreaterThan(0);
    const after = await queryRows<{ table_name: string; bucket: string }>(t.app.db, sql`select table_name, bucket from row_counts`);
    expect(after.length).toBeLessThan(before);
    expect(new Set(after.map((row) => `${row.table_name} ${row.bucket}`)).size).toBe(after.length);
    expect(await maintainedCounts()).toEqual(await exactCounts());
    expect(await compactRowCounts(t.app.db)).toBe(0);
  });
});

describe('deep pages read from the far end', () => {
  it('chooses the nearer end and never reads past the last row', () => {
    expect(pageWindow({ page: 1, limit: 20 }, 100)).toEqual({ offset: 0, limit: 20, reversed: false });
    expect(pageWindow({ page: 4, limit: 20 }, 100)).toEqual({ offset: 20, limit: 20, reversed: true });
    expect(pageWindow({ page: 5, limit: 20 }, 95)).toEqual({ offset: 0, limit: 15, reversed: true });
    expect(pageWindow({ page: 6, limit: 20 }, 100)).toBeNull();
  });

  it('gives every page the rows the forward order puts there, for every sort and a partial last page', async () => {
    const lists: Array<[string, string, string]> = [
      ['/admin/customers?limit=100', '/admin/customers?limit=4', 'customers'],
      ['/admin/customers?limit=100&sortBy=lastLoginAt&sortOrder=asc', '/admin/customers?limit=4&sortBy=lastLoginAt&sortOrder=asc', 'customers'],
      ['/admin/customers?limit=100&status=active&sortBy=name', '/admin/customers?limit=3&status=active&sortBy=name', 'customers'],
      ['/admin/orders?limit=100&sortBy=total&sortOrder=asc', '/admin/orders?limit=2&sortBy=total&sortOrder=asc', 'orders'],
      ['/admin/products?limit=100&sort=price_desc', '/admin/products?limit=2&sort=price_desc', 'products'],
    ];
    for (const [allUrl, pageUrl, key] of lists) {
      const all = (await asAdmin(t.app, admin, 'GET', allUrl)).json().data;
      const ids = all[key].map((row: { id: string }) => row.id);
      const limit = Number(new URL(pageUrl, 'http://x').searchParams.get('limit'));
      const pages = Math.ceil(ids.length / limit);
      const seen: string[] = [];
      for (let page = 1; page <= pages + 1; page++) {
        const data = (await asAdmin(t.app, admin, 'GET', `${pageUrl}&page=${page}`)).json().data;
        expect(data.pagination.totalPages, pageUrl).toBe(pages);
        expect(data.pagination.page).toBe(page);
        seen.push(...data[key].map((row: { id: string }) => row.id));
      }
      expect(seen, pageUrl).toEqual(ids);
    }
  });
});
