/**
 * Reads of the public catalogue. Only active products are shown.
 *
 * bestSellers: units sold in paid orders, all time, most first.
 * popular: over the last 30 days, 3 points per unit sold in a paid order plus 1 per product page
 * view; products with no recent activity are left out.
 * Ties in every list are broken by name, then id, so answers are stable. A search lists the
 * products whose name matches first (docs/decisions/0164).
 */
import { and, asc, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import { PRODUCT_CATEGORIES, type Product, type ProductPage, type ProductsResponse } from '#contracts/product';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, products, productViews } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { nameMatchesFirst } from '../../lib/search-rank';
import type { CatalogueQuery } from './catalogue-query';
import { toProduct } from './store-product-view';
import { pageOfRows } from '../../lib/admin-lists';
import { paginationOf } from '../../lib/paging';

export const HIGHLIGHT_SIZE = 8;
const POPULAR_WINDOW_DAYS = 30;
const SALE_WEIGHT = 3;

const active = eq(products.status, 'active');

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filtersOf(query: Pick<CatalogueQuery, 'search' | 'category'>): SQL {
  const conditions: SQL[] = [active];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.description, pattern), ilike(products.ingredients, pattern))!,
    );
  }
  return and(...conditions)!;
}

function orderOf(sort: CatalogueQuery['sort']) {
  switch (sort) {
    case 'price_asc':
      return [asc(products.price), asc(products.name), asc(products.id)];
    case 'price_desc':
      return [desc(products.price), asc(products.name), asc(products.id)];
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.name), asc(products.id)];
  }
}

export async function listProducts(db: DbOrTx, query: CatalogueQuery): Promise<ProductPage> {
  const where = filtersOf(query);
  const order = [...(query.search ? [nameMatchesFirst(products.name, query.search)] : []), ...orderOf(query.sort)];
  const { rows, total } = await pageOfRows(db, products, where, order, query);
  return {
    products: rows.map(toProduct),
    pagination: paginationOf(query, total),
  };
}

async function flagged(db: DbOrTx, flag: 'featured' | 'recommended'): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(active, eq(products[flag], true)))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map(toProduct);
}

export function featuredProducts(db: DbOrTx): Promise<Product[]> {
  return flagged(db, 'featured');
}

async function bestSellers(db: DbOrTx): Promise<Product[]> {
  const sold = sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`;
  const rows = await db
    .select({ product: products, sold })
    .from(products)
    .innerJoin(orderLines, eq(orderLines.productId, products.id))
    .innerJoin(orders, and(eq(orders.id, orderLines.orderId), eq(orders.paymentStatus, 'paid')))
    .where(active)
    .groupBy(products.id)
    .orderBy(desc(sold), asc(products.name), asc(products.id))
    .limit(HIGHLIGHT_SIZE);
  return rows.map((row) => toProduct(row.product));
}

async function popular(db: DbOrTx): Promise<Product[]> {
  const since = new Date(Date.now() - POPULAR_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const sinceDay = since.toISOString().slice(0, 10);
  const recentSales = db
    .select({ productId: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})`.as('units') })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.paymentStatus, 'paid'), gte(orders.createdAt, since)))
    .groupBy(orderLines.productId)
    .as('recent_sales');
  const recentViews = db
    .select({ productId: productViews.productId, views: sql<number>`sum(${productViews.views})`.as('views') })
    .from(productViews)
    .where(gte(productViews.day, sinceDay))
    .groupBy(productViews.productId)
    .as('recent_views');
  const score = sql<number>`(coalesce(${recentSales.units}, 0) * ${SALE_WEIGHT} + coalesce(${recentViews.views}, 0))::int`;
  const rows = await db
    .select({ product: products, score })
    .from(products)
    .leftJoin(recentSales, eq(recentSales.productId, products.id))
    .leftJoin(recentViews, eq(recentViews.productId, products.id))
    .where(and(active, sql`${score} > 0`))
    .orderBy(desc(score), asc(products.name), asc(products.id))
    .limit(HIGHLIGHT_SIZE);
  return rows.map((row) => toProduct(row.product));
}

/** The products response of docs/product/storefront.md#products-response. */
export async function productsResponse(db: DbOrTx, query: CatalogueQuery): Promise<ProductsResponse> {
  // Each category's page answers the same search, sort and paging, within that category.
  const categoryPages = PRODUCT_CATEGORIES.map((category) => listProducts(db, { ...query, category }));
  const [featured, recommended, best, pop, allProducts, ...pages] = await Promise.all([
    featuredProducts(db),
    flagged(db, 'recommended'),
    bestSellers(db),
    popular(db),
    listProducts(db, query),
    ...categoryPages,
  ]);
  const [face, hair, body, accessories] = pages as [ProductPage, ProductPage, ProductPage, ProductPage];
  return {
    featured,
    recommended,
    bestSellers: best,
    popular: pop,
    allProducts,
    categories: { face, hair, body, accessories },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A product by id or by slug (links may use either). */
export async function productById(db: DbOrTx, idOrSlug: string): Promise<Product> {
  const match = UUID.test(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug);
  const [row] = await db.select().from(products).where(and(active, match));
  if (!row) throw notFound('Product not found');
  return toProduct(row);
}
