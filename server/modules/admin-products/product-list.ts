/**
 * GET /admin/products: every product, drafts and archived ones too, searched by name, slug or
 * description, filtered by category, stock level (against each product's own threshold) and status.
 */
import { and, asc, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminProductList, adminProductListQuery } from '../../../src/contracts/admin-products';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { containsPattern, pageFields, rowsToSkip } from '../../lib/admin-lists';
import { toAdminProduct } from './product-view';

type ListQuery = z.output<typeof adminProductListQuery>;

/** The same three levels as src/domain/status-badge.ts stockLevel, as SQL. */
const STOCK_LEVEL: Record<NonNullable<ListQuery['stockStatus']>, SQL> = {
  'out of stock': lte(products.stock, 0),
  'low stock': and(gt(products.stock, 0), lte(products.stock, products.lowStockThreshold))!,
  'in stock': gt(products.stock, products.lowStockThreshold),
};

const SORT: Record<ListQuery['sort'], SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  name: [asc(products.name), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
  stock_desc: [desc(products.stock), desc(products.id)],
};

function filtersOf(query: ListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    // The trigram index products_search_idx is on this expression.
    conditions.push(sql`(${products.name} || ' ' || ${products.slug} || ' ' || ${products.description}) ilike ${containsPattern(query.search)}`);
  }
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.status) conditions.push(eq(products.status, query.status));
  if (query.stockStatus) conditions.push(STOCK_LEVEL[query.stockStatus]);
  return conditions.length ? and(...conditions) : undefined;
}

export async function listAdminProducts(db: DbOrTx, query: ListQuery): Promise<AdminProductList> {
  const where = filtersOf(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(products).where(where).orderBy(...SORT[query.sort]).limit(query.limit).offset(rowsToSkip(query)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows.map(toAdminProduct), totalProducts: total, ...pageFields(query, total) };
}
