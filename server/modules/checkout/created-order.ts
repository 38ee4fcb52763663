/** The create-order answer, from a placed or revised order's row or the placing statement's figures. */
import type { Pricing } from '#domain/pricing';
import type { CreatedOrder } from '#contracts/checkout';
import type { OrderRow } from '../../db/schema';

/** What the created-order answer is made from: a placed order's row, or the placing statement's figures. */
export type PlacedOrder = Pick<OrderRow, 'id' | 'number'> & Pricing & { reservedUntil: Date };

export const toCreated = (order: PlacedOrder): CreatedOrder => ({
  orderId: order.id,
  orderNumber: order.number,
  pricing: { subtotal: order.subtotal, shipping: order.shipping, tax: order.tax, discount: order.discount, total: order.total },
  reservedUntil: order.reservedUntil.toISOString(),
});

/** How create-order answered: a new order, an earlier call's (its Idempotency-Key), or the customer's unpaid order as it was or revised. */
export type CheckoutOutcome = 'placed' | 'replayed' | 'reused' | 'revised';
