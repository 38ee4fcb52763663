/**
 * Which products' stock as shown changed (server/db/stock-levels.ts, decisions 0235 and 0245): the
 * first time a product is seen it counts as changed; after that a move between in stock, low stock
 * and out of stock does, a count of at most one order's worth (which the product page shows), or a
 * product that is gone. A count that changes within one level changes the product's page, not its
 * badge (`levels`), which is all the lists show.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { trackStockLevels } from '../../server/db/stock-levels';
import { useTestApp } from './support/app';
import { addSizes, insertProduct, setStock as setStockOf } from './support/fixtures';

const t = useTestApp();
const setStock = (id: string, stock: number) => setStockOf(t.database.db, id, stock);

describe('trackStockLevels', () => {
  it('names the products whose badge, or count within an order’s reach, changed since it last looked', async () => {
    const levels = trackStockLevels(t.database.db);
    const serum = await insertProduct(t.database.db, { stock: 40, lowStockThreshold: 5 });
    const balm = await insertProduct(t.database.db, { stock: 6, lowStockThreshold: 5 });
    const both = new Set([serum.id, balm.id]);
    const none = new Set<string>();
    const only = (id: string) => new Set([id]);
    expect(await levels.changed(both)).toEqual({ shown: both, levels: both });
    await setStock(serum.id, 39);
    await setStock(balm.id, 5);
    expect(await levels.changed(both)).toEqual({ shown: only(balm.id), levels: only(balm.id) });
    // A count an order could reach is shown (the product page's quantity stops at it): 5 to 4 shows,
    // on the product's page; its badge (low stock) is the same.
    await setStock(balm.id, 4);
    expect(await levels.changed(both)).toEqual({ shown: only(balm.id), levels: none });
    // Above what an order may hold, only the badge shows: 40 to 11 does not.
    await setStock(serum.id, 11);
    expect(await levels.changed(both)).toEqual({ shown: none, levels: none });
    await setStock(serum.id, 10);
    expect(await levels.changed(both)).toEqual({ shown: only(serum.id), levels: none });
    await setStock(balm.id, 0);
    expect(await levels.changed(only(balm.id))).toEqual({ shown: only(balm.id), levels: only(balm.id) });
    await setStock(balm.id, 12);
    expect(await levels.changed(only(balm.id))).toEqual({ shown: only(balm.id), levels: only(balm.id) });
  });

  it('shows a size’s count and badge on its product’s page, and only the total’s badge on the lists (decision 0249)', async () => {
    const levels = trackStockLevels(t.database.db);
    const serum = await addSizes(t.database.db, (await insertProduct(t.database.db, { stock: 40, lowStockThreshold: 5 })).id, [{ name: '50 ml', price: 5600, stock: 30 }]);
    const [, ml50] = serum.variants;
    const only = new Set([serum.id]);
    await levels.changed(only);
    // 50 ml runs low: its badge on the product page changes; the total (70 to 45) stays in stock.
    await setStockOf(t.database.db, serum.id, 5, ml50!.id);
    expect(await levels.changed(only)).toEqual({ shown: only, levels: new Set() });
    // 50 ml within reach but the same badge: shown on its page only.
    await setStockOf(t.database.db, serum.id, 4, ml50!.id);
    expect(await levels.changed(only)).toEqual({ shown: only, levels: new Set() });
  });

  it('judges a product’s first change on what it changed once primed, and a product new since as changed', async () => {
    const levels = trackStockLevels(t.database.db);
    const serum = await insertProduct(t.database.db, { stock: 40, lowStockThreshold: 5 });
    const balm = await insertProduct(t.database.db, { stock: 9, lowStockThreshold: 5 });
    await levels.prime();
    const later = await insertProduct(t.database.db, { stock: 40, lowStockThreshold: 5 });
    await setStock(serum.id, 39);
    await setStock(balm.id, 8);
    await setStock(later.id, 39);
    expect(await levels.changed(new Set([serum.id, balm.id, later.id]))).toEqual({ shown: new Set([balm.id, later.id]), levels: new Set([later.id]) });
  });

  it('counts a product that is gone as changed', async () => {
    const levels = trackStockLevels(t.database.db);
    const gone = await insertProduct(t.database.db, { stock: 10 });
    await levels.changed(new Set([gone.id]));
    await t.database.db.delete(products).where(eq(products.id, gone.id));
    expect(await levels.changed(new Set([gone.id]))).toEqual({ shown: new Set([gone.id]), levels: new Set([gone.id]) });
  });
});
