/**
 * A customer cancelling their own order, all or nothing, in one transaction that holds the
 * order's row lock: status cancelled, stock back exactly once, a paid payment refunded, and the
 * cancellation email queued. Two cancels at once: the second waits for the lock, then finds the
 * order cancelled and is refused, so stock and money go back once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CANCELLABLE_STATUSES, type OrderDetail } from '../../../src/contracts/orders';
import { formatMoney } from '../../../src/domain/money';
import type { Store } from '../../db/unit-of-work';
import { orders } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { renderEmail } from '../email/layout';
import { queueEmail } from '../email/outbox';
import type { PaymentProvider } from '../payments';
import { refundOrderPayment, type RefundResult } from './refunds';
import { ORDER_NOT_FOUND, orderDetail } from './order-queries';
import { releaseOrderStock } from './stock';

export const NOT_CANCELLABLE = 'This order can no longer be cancelled';

export interface Cancelled {
  order: OrderDetail;
  /** True when stock went back on the shelf (the catalogue cache is then stale). */
  stockReleased: boolean;
  refund: RefundResult | null;
}

function cancellationEmail(number: number, refund: RefundResult | null) {
  return renderEmail({
    heading: `Order #${number} has been cancelled`,
    paragraphs: [
      `As you asked, we have cancelled your order #${number}. Nothing from it will be sent.`,
      refund
        ? `We have refunded ${formatMoney(refund.amount)} to the card you paid with. Banks usually show it within 5 to 10 working days.`
        : 'You were not charged for this order.',
    ],
  });
}

export async function cancelOrder(deps: { store: Store; payments: PaymentProvider }, customerId: string, orderId: string): Promise<Cancelled> {
  const outcome = await deps.store.write(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!(CANCELLABLE_STATUSES as readonly string[]).includes(order.status)) throw conflict(NOT_CANCELLABLE);

    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const stockReleased = await releaseOrderStock(tx, order.id);
    const refund = order.paymentStatus === 'paid' ? await refundOrderPayment(tx, order, deps.payments) : null;
    await queueEmail(tx, {
      to: order.email,
      subject: `Your Verdant order #${order.number} has been cancelled`,
      kind: 'order-cancelled',
      ...cancellationEmail(order.number, refund),
    });
    return { stockReleased, refund };
  });
  return { ...outcome, order: await orderDetail(deps.store.db, customerId, orderId) };
}
