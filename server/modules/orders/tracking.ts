/**
 * Adding or correcting a parcel's tracking after the order was marked shipped (PUT
 * /admin/orders/{id}/tracking, docs/decisions/0231-order-tracking.md): a mistyped number is fixed,
 * or the number of an order shipped without one (a bulk "mark shipped") is added. Under the order's
 * row lock, refused while a provider operation is in flight, and recorded in the audit trail in its
 * own transaction with the number before and after. Only a shipped or delivered order has a
 * parcel; the customer is not emailed again (their order page always shows the tracking as it
 * now stands, and the shipped email links to that page).
 */
import { eq, sql } from 'drizzle-orm';
import type { Tracking } from '#contracts/orders';
import type { Store } from '../../db/unit-of-work';
import { orders } from '../../db/schema';
import { type AuditActor, diffRows, recordAdminChange } from '../audit';
import { conflict, notFound } from '../../lib/http-errors';
import { ORDER_BUSY } from './operations';
import { ORDER_NOT_FOUND } from './order-queries';

const HAS_A_PARCEL = ['shipped', 'delivered'];

export async function changeOrderTracking(store: Store, actor: AuditActor, orderId: string, tracking: Tracking): Promise<void> {
  await store.write(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.pendingOperation) throw conflict(ORDER_BUSY);
    if (!HAS_A_PARCEL.includes(order.status)) throw conflict(`Tracking is added when an order ships; this one is ${order.status}`);
    if (order.trackingCarrier === tracking.carrier && order.trackingNumber === tracking.number) return;
    const [after] = await tx
      .update(orders)
      .set({ trackingCarrier: tracking.carrier, trackingNumber: tracking.number, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    await recordAdminChange(tx, actor, { action: 'order.tracking', record: { type: 'order', id: order.id, label: `#${order.number}` }, changes: diffRows(order, after!) });
  });
}
