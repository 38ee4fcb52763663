/**
 * Product page views, for the "popular" list. Views are counted in memory and written every few
 * seconds as one upsert per product per day, so a busy product page costs no database write per
 * view. Only products on sale are counted: unknown, draft and archived ids are dropped at write
 * time (the insert selects from the active products).
 *
 * One address counts once per product per VIEW_WINDOW_MS (decision 0214): reloading a page, or a
 * script posting views in a loop, no longer climbs the popular list. The "seen" marks are the
 * brute-force counters' store (the accounts module's), so in Redis when the shop has one and one
 * address is one view however the balancer spreads its calls.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Throttle } from '../accounts';

const FLUSH_INTERVAL_MS = 5_000;
/** Bounds memory if someone posts views for many made-up ids. */
const MAX_PENDING_PRODUCTS = 5_000;
/** A visit: one view per address per product in this long. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

export interface ProductViewCounter {
  /** Counts the view unless this address was counted for this product within the window. */
  record(productId: string, address: string): Promise<void>;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function createProductViewCounter(db: Db, log: FastifyBaseLogger, seen: Throttle): ProductViewCounter {
  let pending = new Map<string, number>();

  async function flush() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const day = new Date().toISOString().slice(0, 10);
    for (const [productId, views] of batch) {
      try {
        await db.execute(sql`
          with counted as (
            update products set view_count = view_count + ${views} where id = ${productId} and status = 'active' returning id
          )
          insert into product_views (product_id, day, views)
          select id, ${day}::date, ${views} from counted
          on conflict (product_id, day) do update set views = product_views.views + excluded.views`);
      } catch (error) {
        log.warn({ err: error }, 'could not record product views');
      }
    }
  }

  const timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
  timer.unref();

  return {
    async record(productId, address) {
      if (!pending.has(productId) && pending.size >= MAX_PENDING_PRODUCTS) return;
      if (!(await seen.allow({ key: `product-view:${productId}:${address}`, max: 1, windowMs: VIEW_WINDOW_MS }))) return;
      pending.set(productId, (pending.get(productId) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
