/** Product rows as the back office sees them: the storefront's fields plus status, threshold and dates. */
import { count, eq } from 'drizzle-orm';
import type { AdminProduct } from '#contracts/admin-products';
import type { DbOrTx } from '../../db/client';
import { orderLines, products, type ProductRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { toProduct } from './store-product-view';

export const PRODUCT_NOT_FOUND = 'Product not found';

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toProduct(row),
    status: row.status as AdminProduct['status'],
    lowStockThreshold: row.lowStockThreshold,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Order lines that name the product. */
export async function orderLinesOf(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db.select({ lines: count() }).from(orderLines).where(eq(orderLines.productId, productId));
  return row?.lines ?? 0;
}

export async function adminProductDetail(db: DbOrTx, productId: string) {
  const [[row], orderCount] = await Promise.all([db.select().from(products).where(eq(products.id, productId)), orderLinesOf(db, productId)]);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return { ...toAdminProduct(row), orderCount };
}
