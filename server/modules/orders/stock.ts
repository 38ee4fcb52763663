/**
 * Puts an order's stock back on the shelf, exactly once. The order's stock_released_at is claimed
 * with a conditional UPDATE first: whoever sets it (a customer's cancel, an admin's cancel, an
 * expired payment) releases the stock; everyone after finds it set and releases nothing.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { recordChange } from '../../db/unit-of-work';
import { orderLines, orders, products } from '../../db/schema';

/** Answers whether this call released the stock (false: it had been released already). */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleasedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (!claimed) return false;
  // Two lines of one product come back as one update; products in id order, the same order
  // checkout locks them in, so a release and a checkout never deadlock.
  const quantities = await tx
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  for (const { productId, quantity } of quantities) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, productId!));
  }
  recordChange(tx, 'catalogue');
  return true;
}
