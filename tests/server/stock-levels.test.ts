/**
 * Which products' stock as shown changed (server/db/stock-levels.ts, decision 0235): the first time
 * a product is seen it counts as changed; after that a move between in stock, low stock and out of
 * stock does, a count of at most one order's worth (which the product page shows), or a product
 * that is gone.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { trackStockLevels } from '../../server/db/stock-levels';
import { useTestApp } from './support/app';
import { insertProduct } from './support/fixtures';

const t = useTestApp();
const setStock = (id: string, stock: number) => t.database.db.update(products).set({ stock }).where(eq(products.id, id));

describe('trackStockLevels', () => {
  it('names the products whose badge, or count within an order’s reach, changed since it last looked', async () => {
    const levels = trackStockLevels(t.database.db);
    const serum = await insertProduct(t.database.db, { stock: 40, lowStockThreshold: 5 });
    const balm = await insertProduct(t.database.db, { stock: 6, lowStockThreshold: 5 });
    const both = new Set([serum.id, balm.id]);
    expect(await levels.changed(both)).toEqual(both);
    await setStock(serum.id, 39);
    await setStock(balm.id, 5);
    expect(await levels.changed(both)).toEqual(new Set([balm.id]));
    // A count an order could reach is shown (the product page's quantity stops at it): 5 to 4 shows.
    await setStock(balm.id, 4);
    expect(await levels.changed(both)).toEqual(new Set([balm.id]));
    // Above what an order may hold, only the badge shows: 40 to 11 does not.
    await setStock(serum.id, 11);
    expect(await levels.changed(both)).toEqual(new Set());
    await setStock(serum.id, 10);
    expect(await levels.changed(both)).toEqual(new Set([serum.id]));
    await setStock(balm.id, 0);
    expect(await levels.changed(new Set([balm.id]))).toEqual(new Set([balm.id]));
    await setStock(balm.id, 12);
    expect(await levels.changed(new Set([balm.id]))).toEqual(new Set([balm.id]));
  });

  it('counts a product that is gone as changed', async () => {
    const levels = trackStockLevels(t.database.db);
    const gone = await insertProduct(t.database.db, { stock: 10 });
    await levels.changed(new Set([gone.id]));
    await t.database.db.delete(products).where(eq(products.id, gone.id));
    expect(await levels.changed(new Set([gone.id]))).toEqual(new Set([gone.id]));
  });
});
