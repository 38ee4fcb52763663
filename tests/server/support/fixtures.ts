/** Small, explicit rows for tests that need a catalogue without the full seed. */
import { eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../server/db/client';
import { products, productVariants } from '../../../server/db/schema';

let counter = 0;

export async function insertProduct(db: DbOrTx, overrides: Partial<typeof products.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(products)
    .values({
      slug: `test-product-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      name: `Test product ${counter}`,
      description: 'A gentle everyday product for tests.',
      ingredients: 'Aqua, Glycerin',
      size: '50 ml',
      category: 'face',
      price: 1500,
      stock: 20,
      ...overrides,
    })
    .returning({ id: products.id });
  // Read again: the row's first size and its summary are written by triggers after the insert (migration 0021).
  return productOf(db, row!.id);
}

export async function productOf(db: DbOrTx, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}

/** Sets the stock of a product's only size (or of the size given); the product's summary follows (migration 0021). */
export async function setStock(db: Db, productId: string, stock: number | SQL, variantId?: string): Promise<void> {
  await db
    .update(productVariants)
    .set({ stock })
    .where(variantId ? eq(productVariants.id, variantId) : eq(productVariants.productId, productId));
}

let skus = 0;

/** Adds sizes after a product's first, in order; answers the product as it reads now. */
export async function addSizes(db: Db, productId: string, sizes: ReadonlyArray<{ name: string; price: number; stock: number }>) {
  await db.insert(productVariants).values(
    sizes.map((size, index) => {
      skus += 1;
      return { productId, name: size.name, sku: `TEST-SIZE-${skus}-${Math.random().toString(36).slice(2, 8)}`, price: size.price, stock: size.stock, position: index + 1 };
    }),
  );
  return productOf(db, productId);
}
