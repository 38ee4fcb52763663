/**
 * Which products' stock *as shown* changed, so that a sale only drops the cached lists and pages
 * when something on them would change (docs/decisions/0235-lists-follow-stock-levels.md): the
 * level (in stock, low stock, out of stock) that badges show, and the count itself only while it
 * is at most what one order may hold, since below that the product page's quantity stops at it
 * and says how many there are (AddToBag). The two are told apart: a count shows on the product's
 * own page only, a level on every list and page that shows the product's card (decision 0245).
 * A product of several sizes (decision 0249) shows each size's level and count on its own page (its
 * size picker), and its total's level on cards: a size's change counts as shown, the total's as a level.
 * A process remembers what it last read for each product it was told about; a gathered stock
 * change reads the changed products' stock in one statement and compares. The first time a product
 * is seen, and whenever the read fails, every product counts as changed in both ways: a page may be
 * rebuilt for nothing, never kept showing a wrong badge or count.
 */
import { inArray } from 'drizzle-orm';
import { MAX_UNITS_PER_PRODUCT } from '#domain/order-limits';
import { stockLevel } from '#domain/status-badge';
import type { Db } from './client';
import { products } from './schema';

/** Of the products asked about: those whose stock as their own page shows it changed, and those of them whose badge did. */
export interface StockShown {
  shown: ReadonlySet<string>;
  levels: ReadonlySet<string>;
}

export interface StockLevels {
  /** What changed among `ids` since the last read (all of them, both ways, when unsure). */
  changed(ids: ReadonlySet<string>): Promise<StockShown>;
  /**
   * Reads every product's stock as shown, before the process serves: nothing is cached yet, so
   * every answer built later shows this or newer, and a product's first sale is judged on what it
   * changed rather than counted as a change everywhere (decision 0245). Without it (or when the read
   * fails) a product's first change counts as a change of everything.
   */
  prime(): Promise<void>;
}

/** The level, and the count while a shopper can see it (at most one order's worth). */
export const stockAsShown = (stock: number, threshold: number) =>
  `${stockLevel(stock, threshold)}:${stock > MAX_UNITS_PER_PRODUCT ? 'more than an order' : stock}`;

type StockRow = { id: string; stock: number; threshold: number; variants: ReadonlyArray<{ stock: number }> };

export function trackStockLevels(db: Db): StockLevels {
  const known = new Map<string, { shown: string; level: string }>();
  const unsure = (ids: ReadonlySet<string>): StockShown => {
    for (const id of ids) known.delete(id);
    return { shown: ids, levels: ids };
  };
  // A new builder each time: a Drizzle builder is changed by .where().
  const stockOf = () => db.select({ id: products.id, stock: products.stock, threshold: products.lowStockThreshold, variants: products.variants }).from(products);
  const asShown = (rows: StockRow[]) =>
    new Map(
      rows.map((row) => [
        row.id,
        {
          shown: [row.stock, ...row.variants.map((size) => size.stock)].map((stock) => stockAsShown(stock, row.threshold)).join('|'),
          level: stockLevel(row.stock, row.threshold),
        },
      ]),
    );
  return {
    async prime() {
      try {
        for (const [id, read] of asShown(await stockOf())) known.set(id, read);
      } catch {
        known.clear();
      }
    },
    async changed(ids) {
      let rows: StockRow[];
      try {
        rows = await stockOf().where(inArray(products.id, [...ids]));
      } catch {
        return unsure(ids);
      }
      const now = asShown(rows);
      const shown = new Set<string>();
      const levels = new Set<string>();
      for (const id of ids) {
        const read = now.get(id);
        const last = known.get(id);
        if (!read || !last || last.level !== read.level) levels.add(id);
        if (!read || !last || last.shown !== read.shown) shown.add(id);
        if (read) known.set(id, read);
        else known.delete(id);
      }
      return { shown, levels };
    },
  };
}
