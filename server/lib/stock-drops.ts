/**
 * Sales change stock many times a second during a drop; each change must reach the cached answers
 * (and every other process) quickly, but not one rebuild per order. A product's first change after
 * a quiet spell of its own is passed on at once (a lone sale shows straight away); its changes that
 * follow within the window are gathered and passed on together when the window ends. So a product
 * shows its new stock, or "out of stock", within one window (STOCK_DROP_WINDOW_MS) on this
 * process, and the answers showing it are rebuilt at most a few times a second whatever the order
 * rate (docs/decisions/0223-stock-changes-keep-the-catalogue.md).
 */

/** How long changes are gathered after one was passed on. */
export const STOCK_DROP_WINDOW_MS = 250;

export interface StockDrops {
  /** These products' stock changed (a commit that took or gave back stock). */
  changed(productIds: ReadonlySet<string>): void;
  /** Passes on what is gathered now, and stops the timer (shutdown). */
  close(): void;
}

/** `passOn` gets the product ids to drop: a product's changes at most once per window. */
export function gatherStockDrops(passOn: (productIds: ReadonlySet<string>) => void, windowMs = STOCK_DROP_WINDOW_MS): StockDrops {
  /** When each product was last passed on; forgotten once its window is over. */
  const lastPassedOn = new Map<string, number>();
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const passOnNow = (ids: Set<string>) => {
    if (ids.size === 0) return;
    const now = performance.now();
    for (const [id, at] of lastPassedOn) if (now - at >= windowMs) lastPassedOn.delete(id);
    for (const id of ids) lastPassedOn.set(id, now);
    passOn(ids);
  };
  const flush = () => {
    timer = null;
    const ids = pending;
    pending = new Set();
    passOnNow(ids);
  };

  return {
    changed(productIds) {
      const now = performance.now();
      const quiet = new Set<string>();
      for (const id of productIds) {
        const last = lastPassedOn.get(id);
        if (last === undefined || now - last >= windowMs) quiet.add(id);
        else pending.add(id);
      }
      passOnNow(quiet);
      if (pending.size > 0 && !timer) {
        timer = setTimeout(flush, windowMs);
        timer.unref();
      }
    },
    close() {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
