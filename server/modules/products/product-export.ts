/**
 * The products list as CSV (GET /admin/products/export): every product the list shows for the
 * same search, filters and sort, name matches first under a search (admin-product-list.ts'
 * condition and keys), read in keyset batches. Prices in pounds, moments in ISO 8601
 * (docs/decisions/0229-list-exports.md).
 *
 * One row per product, as the list shows them, so the file and the list still agree row for row;
 * its sizes on sale are one cell, "30 ml (ROSE-30) 24.50 x 12; 50 ml (ROSE-50) 38.00 x 6", in the
 * shop's order, with the product's price (the cheapest) and stock (their sum) in their own columns
 * (docs/decisions/0251-admin-sizes.md).
 */
import { BASE_CURRENCY } from '#domain/money';
import { stockLevel } from '#domain/status-badge';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { type CsvColumns, csvMoney, poundsText } from '../../lib/csv';
import { type BatchRow, listBatches } from '../../lib/sort-keys';
import { productFilters, type ProductListQuery, productSortKeys } from './admin-product-list';

const exportColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  category: products.category,
  status: products.status,
  price: products.price,
  stock: products.stock,
  variants: products.variants,
  lowStockThreshold: products.lowStockThreshold,
  featured: products.featured,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

const productBatches = (db: DbOrTx, query: ProductListQuery) =>
  listBatches(productSortKeys(query), productFilters(query), (cursor) => db.select({ ...exportColumns, cursor }).from(products));

type Row = BatchRow<ReturnType<typeof productBatches>>;

export const PRODUCT_COLUMNS: CsvColumns<Row> = [
  { header: 'name', value: (row) => row.name },
  { header: 'category', value: (row) => row.category },
  { header: 'status', value: (row) => row.status },
  { header: `price (${BASE_CURRENCY})`, value: (row) => csvMoney(row.price) },
  { header: 'stock', value: (row) => row.stock },
  { header: 'sizes', value: (row) => row.variants.map((size) => `${size.name} (${size.sku}) ${poundsText(size.price)} x ${size.stock}`).join('; ') },
  { header: 'stockLevel', value: (row) => stockLevel(row.stock, row.lowStockThreshold) },
  { header: 'lowStockThreshold', value: (row) => row.lowStockThreshold },
  { header: 'featured', value: (row) => (row.featured ? 'yes' : 'no') },
  { header: 'createdAt', value: (row) => row.createdAt },
  { header: 'updatedAt', value: (row) => row.updatedAt },
  { header: 'slug', value: (row) => row.slug },
  { header: 'productId', value: (row) => row.id },
];

export const exportProducts = (db: DbOrTx, query: ProductListQuery) => ({
  columns: PRODUCT_COLUMNS,
  batches: productBatches(db, query),
});
