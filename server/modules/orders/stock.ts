/**
 * An order's hold on stock, and on a discount code's use (kept by the discounts module), taken in
 * the order's transaction and given back exactly once.
 *
 * Taking: one conditional UPDATE per product (`stock = stock - n WHERE stock >= n`), products in id
 * order, so no interleaving of checkouts can sell more than there is (and the CHECK stock >= 0 is
 * the last line of defence).
 *
 * Giving back: the order's stock_released_at is claimed with a conditional UPDATE first: whoever
 * sets it (a customer's cancel, an admin's cancel, an expired reservation) releases the stock;
 * everyone after finds it set and releases nothing. An order that was never paid gives its code's
 * use back too; a paid one keeps it (its redemption is on record).
 */
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { recordStockChange } from '../../db/unit-of-work';
import { orderLines, orders, products } from '../../db/schema';
import { giveBackDiscountUse } from '../discounts';
import { recordNotification } from '../notifications';

/**
 * Takes `quantity` of each product, all or nothing (the caller's transaction rolls back on a
 * refusal). Answers the id of the first product that had too little, or null when all were taken.
 */
export async function takeStock(tx: Tx, lines: ReadonlyArray<{ productId: string; quantity: number }>): Promise<string | null> {
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, line.productId), eq(products.status, 'active'), gte(products.stock, line.quantity)))
      .returning({ id: products.id, name: products.name, stock: products.stock, lowStockThreshold: products.lowStockThreshold });
    if (!taken) return line.productId;
    // Crossing the product's threshold, not every sale below it: one notice per time it runs low.
    if (taken.stock <= taken.lowStockThreshold && taken.stock + line.quantity > taken.lowStockThreshold)
      await recordNotification(tx, {
        type: 'low_stock',
        title: taken.stock === 0 ? `${taken.name} is out of stock` : `${taken.name} is running low`,
        body: `${taken.stock} left (low-stock threshold ${taken.lowStockThreshold}).`,
        link: `/admin/products/${taken.id}`,
      });
  }
  recordStockChange(tx, lines.map((line) => line.productId));
  return null;
}

/** Answers whether this call released the stock (false: it had been released already). */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleasedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id, discountId: orders.discountId, paidAt: orders.paidAt });
  if (!claimed) return false;
  if (claimed.discountId && !claimed.paidAt) await giveBackDiscountUse(tx, claimed.discountId);
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
  recordStockChange(
    tx,
    quantities.map((line) => line.productId!),
  );
  return true;
}
