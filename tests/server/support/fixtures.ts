/** Small, explicit rows for tests that need a catalogue without the full seed. */
import type { Db } from '../../../server/db/client';
import { products } from '../../../server/db/schema';

let counter = 0;

export async function insertProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
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
    .returning();
  return row!;
}
