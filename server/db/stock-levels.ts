/**
 * Which products' stock *as shown* changed, so that a sale only drops the cached lists and pages
 * when something on them would change (docs/decisions/0235-lists-follow-stock-levels.md): the
 * level (in stock, low stock, out of stock) that badges show, and the count itself only while it
 * is at most what one order may hold, since below that the product page's quantity stops at it
 * and says how many there are (AddToBag).
 * A process remembers the level it last read for each product it was told about; a gathered stock
 * change reads the changed products' stock in one statement and compares. The first time a product
 * is seen, and whenever the read fails, every product counts as changed: a list may be rebuilt for
 * nothing, never kept showing a wrong badge.
 */
import { inArray } from 'drizzle-orm';
import { MAX_UNITS_PER_PRODUCT } from '#domain/order-limits';
import { stockLevel } from '#domain/status-badge';
import type { Db } from './client';
import { products } from './schema';

export interface StockLevels {
  /** The products among `ids` whose level is not the one last read (all of them when unsure). */
  changed(ids: ReadonlySet<string>): Promise<ReadonlySet<string>>;
}

/** The level, and the count while a shopper can see it (at most one order's worth). */
export const stockAsShown = (stock: number, threshold: number) =>
  `${stockLevel(stock, threshold)}:${stock > MAX_UNITS_PER_PRODUCT ? 'more than an order' : stock}`;

export function trackStockLevels(db: Db): StockLevels {
  const known = new Map<string, string>();
  return {
    async changed(ids) {
      let rows: Array<{ id: string; stock: number; threshold: number }>;
      try {
        rows = await db.select({ id: products.id, stock: products.stock, threshold: products.lowStockThreshold }).from(products).where(inArray(products.id, [...ids]));
      } catch {
        for (const id of ids) known.delete(id);
        return ids;
      }
      const now = new Map(rows.map((row) => [row.id, stockAsShown(row.stock, row.threshold)]));
      const changed = new Set<string>();
      for (const id of ids) {
        const level = now.get(id);
        if (level === undefined || known.get(id) !== level) changed.add(id);
        if (level === undefined) known.delete(id);
        else known.set(id, level);
      }
      return changed;
    },
  };
}
