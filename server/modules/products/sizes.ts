/**
 * A product's sizes (product_variants, docs/decisions/0249-sizes-as-variants.md) as the product's
 * own edits reach them: the product form's price, stock and size change the size of a product that
 * has one, and are refused for a product of several (each size is changed on its own,
 * admin-variant-routes.ts; the bulk stock edit names the sizes it sets, bulk-products.ts).
 *
 * Every writer of sizes locks them before their product (in id order), the order checkout takes
 * them in; the variants' trigger then writes the product's summary (migration 0021). So a product
 * edit locks the sizes first, then the product row.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productVariants, type ProductVariantRow } from '../../db/schema';
import { conflict } from '../../lib/http-errors';

/** The product's sizes on sale, locked in id order (before its row), in the order shoppers see them. */
export async function lockSizesOf(tx: Tx, productId: string): Promise<ProductVariantRow[]> {
  const rows = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('no key update');
  return rows.filter((row) => row.status === 'active').sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));
}

/** What the product form and the bulk edit say of a product's one size. */
export interface OnlySizeChange {
  name?: string;
  price?: number;
  stock?: number;
}

export const severalSizes = (count: number) =>
  `This product comes in ${count} sizes: change each size's price and stock in its Sizes table`;

/** Writes the change to the product's one size (locked by lockSizesOf); refused (409) for a product of several. */
export async function changeOnlySize(tx: Tx, sizes: readonly ProductVariantRow[], change: OnlySizeChange): Promise<void> {
  const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  if (Object.keys(fields).length === 0) return;
  if (sizes.length !== 1) throw conflict(severalSizes(sizes.length));
  await tx.update(productVariants).set({ ...fields, updatedAt: sql`now()` }).where(eq(productVariants.id, sizes[0]!.id));
}
