/**
 * GET /admin/products: every product, drafts and archived ones too, searched by name, slug or
 * description, filtered by category, stock level (against each product's own threshold) and status;
 * a search lists name matches first.
 * Totals and deep pages as the other admin lists (docs/decisions/0117). A bulk action's "every
 * product that matches" reads its products with the same filters and order (productsMatching).
 */
import { and, count, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SortOrder } from '#contracts/admin-lists';
import type { AdminProductList, adminProductListQuery } from '#contracts/admin-products';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { countedRows } from '../../db/row-counts';
import { containsPattern, listAnswer, windowedPage } from '../../lib/admin-lists';
import { nameMatchRank } from '../../lib/search-rank';
import { keysBy, orderOf, type SortKey } from '../../lib/sort-keys';
import { toAdminProduct } from './admin-product-view';

/** The list's filters and sort (its page and size are ignored by an export). */
export type ProductListQuery = z.output<typeof adminProductListQuery>;
type ListQuery = ProductListQuery;

/** The same three levels as src/domain/status-badge.ts stockLevel, as SQL. */
const STOCK_LEVEL: Record<NonNullable<ListQuery['stockStatus']>, SQL> = {
  'out of stock': lte(products.stock, 0),
  'low stock': and(gt(products.stock, 0), lte(products.stock, products.lowStockThreshold))!,
  'in stock': gt(products.stock, products.lowStockThreshold),
};

/** Each sort's column and direction; every sort ends with the id, the same way, so pages never overlap. */
const SORT: Record<ListQuery['sort'], [SortKey['value'], SortKey['type'], SortOrder]> = {
  newest: [products.createdAt, 'timestamptz', 'desc'],
  oldest: [products.createdAt, 'timestamptz', 'asc'],
  name: [products.name, 'text', 'asc'],
  price_asc: [products.price, 'integer', 'asc'],
  price_desc: [products.price, 'integer', 'desc'],
  stock_asc: [products.stock, 'integer', 'asc'],
  stock_desc: [products.stock, 'integer', 'desc'],
};

/** The list's order: a search shows name matches first, then the chosen sort (docs/decisions/0164). */
export function productSortKeys(query: ListQuery): SortKey[] {
  const [column, type, direction] = SORT[query.sort];
  const rank: SortKey[] = query.search ? [{ value: nameMatchRank(products.name, query.search), type: 'integer', order: 'asc' }] : [];
  return [...rank, ...keysBy(column, type, products.id, direction)];
}

/** The list's WHERE: the page and its export filter with this one condition. */
export function productFilters(query: ListQuery): SQL | undefined {
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

/** The total: from the maintained counts unless a search or the stock level narrows it (db/row-counts.ts). */
async function totalOf(db: DbOrTx, query: ListQuery, where: SQL | undefined): Promise<number> {
  if (!query.search && !query.stockStatus) {
    return countedRows(db, 'products', (bucket) => {
      const [status, category] = bucket.split('/');
      return (!query.status || status === query.status) && (!query.category || category === query.category);
    });
  }
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
}

/** The products the list's filters match, in the list's order, as bulk targets: at most `limit`. */
export async function productsMatching(db: DbOrTx, query: ListQuery, limit: number): Promise<{ id: string; label: string }[]> {
  return db
    .select({ id: products.id, label: products.name })
    .from(products)
    .where(productFilters(query))
    .orderBy(...orderOf(productSortKeys(query)))
    .limit(limit);
}

export async function listAdminProducts(db: DbOrTx, query: ListQuery): Promise<AdminProductList> {
  const where = productFilters(query);
  const total = await totalOf(db, query, where);
  const rows = await windowedPage(query, total, (window) =>
    db.select().from(products).where(where).orderBy(...orderOf(productSortKeys(query), window.reversed)).limit(window.limit).offset(window.offset),
  );
  return listAnswer('products', rows.map(toAdminProduct), query, total);
}
