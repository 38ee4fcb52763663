/**
 * An admin moving an order along (PUT /admin/orders/{id}/status and /fulfill): one path, checked
 * against the one transition table (src/domain/order-transitions.ts, docs/decisions/0081), under
 * the order's row lock, refused while a provider operation is in flight (decision 0050). Each
 * move stamps its moment on the order (fulfilled_at, shipped_at, ...): that is the timeline the
 * customer's order page and the back office show. Cancelling an unpaid order gives its stock and
 * code back; a paid order is called off by refunding it, never by a status change. Shipped,
 * delivered and cancelled tell the customer by email (status-emails.ts) and on the devices they
 * turned notifications on for (status-pushes.ts). Each move is recorded in
 * the audit trail in its own transaction (docs/decisions/0224-audit-trail.md). Marking an order
 * shipped may record the parcel's tracking in the same statement (docs/decisions/0231), so the
 * shipped email carries it; bulk moves (bulk-orders.ts) call this same function once per order.
 */
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus, Tracking } from '#contracts/orders';
import { type TransitionRefusal, transitionRefusal } from '#domain/order-transitions';
import type { Store } from '../../db/unit-of-work';
import { orders } from '../../db/schema';
import { type AuditActor, diffRows, recordAdminChange } from '../audit';
import { conflict, notFound } from '../../lib/http-errors';
import { ORDER_BUSY } from './operations';
import { ORDER_NOT_FOUND } from './order-queries';
import { releaseOrderStock } from './stock';
import { queueStatusEmail } from './status-emails';
import { queueStatusPush } from './status-pushes';

/** The timeline column each status stamps. */
const STAMP: Partial<Record<OrderStatus, 'fulfilledAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'>> = {
  fulfilled: 'fulfilledAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
};

function refusalMessage(refusal: TransitionRefusal, from: string, to: OrderStatus, paymentStatus: string): string {
  switch (refusal) {
    case 'same-status':
      return `This order is already ${to}`;
    case 'needs-payment':
      return `Only a paid order can be marked ${to}; this one is ${paymentStatus}`;
    case 'not-allowed':
      if (to === 'cancelled' && paymentStatus === 'paid') return 'A paid order is cancelled by refunding it: use Refund instead';
      return `An order that is ${from} cannot be marked ${to}`;
    case 'unknown-status':
      return `This order's status (${from}) cannot be changed here`;
  }
}

export async function changeOrderStatus(
  store: Store,
  actor: AuditActor,
  orderId: string,
  to: OrderStatus,
  publicUrl: string,
  tracking?: Tracking,
): Promise<void> {
  if (tracking && to !== 'shipped') throw new Error('tracking belongs only to the move to shipped');
  await store.write(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.pendingOperation) throw conflict(ORDER_BUSY);
    const refusal = transitionRefusal(order.status, to, order.paymentStatus);
    if (refusal) throw conflict(refusalMessage(refusal, order.status, to, order.paymentStatus));
    const stamp = STAMP[to];
    const [after] = await tx
      .update(orders)
      .set({
        status: to,
        ...(stamp ? { [stamp]: sql`now()` } : {}),
        ...(tracking ? { trackingCarrier: tracking.carrier, trackingNumber: tracking.number } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await recordAdminChange(tx, actor, { action: 'order.status', record: { type: 'order', id: order.id, label: `#${order.number}` }, changes: diffRows(order, after!) });
    if (to === 'cancelled') await releaseOrderStock(tx, order.id);
    await queueStatusEmail(tx, after!, to, publicUrl);
    await queueStatusPush(tx, after!);
  });
}
