/**
 * Product page views, for the "popular" list. Views are counted in memory and written every few
 * seconds as one upsert per product per day, so a busy product page costs no database write per
 * view. Unknown product ids are dropped at write time (the insert selects from products).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';

const FLUSH_INTERVAL_MS = 5_000;
/** Bounds memory if someone posts views for many made-up ids. */
const MAX_PENDING_PRODUCTS = 5_000;

export interface ProductViewCounter {
  record(productId: string): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function createProductViewCounter(db: Db, log: FastifyBaseLogger): ProductViewCounter {
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
            update products set view_count = view_count + ${views} where id = ${productId} returning id
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
    record(productId) {
      if (!pending.has(productId) && pending.size >= MAX_PENDING_PRODUCTS) return;
      pending.set(productId, (pending.get(productId) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
