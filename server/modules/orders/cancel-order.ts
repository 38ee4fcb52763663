/**
 * A customer cancelling their own order, all or nothing: status cancelled, stock back exactly once,
 * a paid payment refunded, and the cancellation email (and push, status-pushes.ts) queued.
 *
 * An unpaid order is cancelled in one transaction under its row lock. A paid one is an order
 * operation (operations.ts): the refund is recorded as pending, made at the provider outside any
 * transaction, and only then is the order cancelled; if the provider refuses, nothing changes.
 * Two cancels at once: the second finds the order busy or already cancelled and is refused, so
 * stock and money go back once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { CANCELLABLE_STATUSES, type OrderDetail } from '#contracts/orders';
import { formatMoney } from '#domain/money';
import type { Tx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { orderCancelledEmail, queueEmail } from '../email';
import { orderLinesOf, orderNewsOf } from './order-email';
import { ORDER_BUSY, type Operation, type OperationDeps, runOperation } from './operations';
import { ORDER_NOT_FOUND, orderDetail } from './order-queries';
import { abandonRefund, assertRefundable, prepareWhatRemains, refundAtProvider, type RefundResult, requirePayment, settleRefund } from './refunds';
import { releaseOrderStock } from './stock';
import { queueCancelledPush } from './status-pushes';

export const NOT_CANCELLABLE = 'This order can no longer be cancelled';

export interface Cancelled {
  order: OrderDetail;
  refund: RefundResult | null;
}

async function cancellationEmail(tx: Tx, order: OrderRow, refund: RefundResult | null, publicUrl: string) {
  const news = orderNewsOf(order, await orderLinesOf(tx, order.id), publicUrl);
  return orderCancelledEmail(news, refund ? formatMoney(refund.amount) : null);
}

const isCancellable = (order: OrderRow) => (CANCELLABLE_STATUSES as readonly string[]).includes(order.status);

/** Cancels the order and gives its stock back, in the caller's transaction. */
async function cancelInTransaction(tx: Tx, order: OrderRow, refund: RefundResult | null, publicUrl: string): Promise<void> {
  const [after] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  await releaseOrderStock(tx, order.id);
  await queueCancelledPush(tx, after!, refund?.amount ?? 0);
  await queueEmail(tx, { to: order.email, ...(await cancellationEmail(tx, order, refund, publicUrl)) });
}

/** A paid order: refund at the provider first, then cancel (the operation's three steps). */
export const cancelAndRefund: Operation<RefundResult> = {
  kind: 'cancel_and_refund',
  admit(order, payment, provider) {
    if (!isCancellable(order)) throw conflict(NOT_CANCELLABLE);
    assertRefundable(order, payment, provider);
  },
  // What is left (an admin may have refunded part already); the stock comes back with the cancellation.
  prepare: prepareWhatRemains(true),
  call: (provider, order, payment, db) => refundAtProvider(provider, db, order, requirePayment(order, payment)),
  abandon: abandonRefund,
  async settle(tx, order, payment, refund, { publicUrl }) {
    await settleRefund(tx, order, requirePayment(order, payment), refund, { restock: false });
    await cancelInTransaction(tx, order, refund, publicUrl);
  },
};

async function cancelUnpaid(deps: OperationDeps, customerId: string, orderId: string): Promise<'cancelled' | 'paid'> {
  return deps.store.write(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.pendingOperation) throw conflict(ORDER_BUSY);
    if (!isCancellable(order)) throw conflict(NOT_CANCELLABLE);
    if (order.paymentStatus === 'paid') return 'paid';
    await cancelInTransaction(tx, order, null, deps.publicUrl);
    return 'cancelled';
  });
}

export async function cancelOrder(deps: OperationDeps, customerId: string, orderId: string): Promise<Cancelled> {
  const unpaid = await cancelUnpaid(deps, customerId, orderId);
  const refund = unpaid === 'paid' ? await runOperation(deps, cancelAndRefund, orderId, customerId) : null;
  return { refund, order: await orderDetail(deps.store.db, customerId, orderId) };
}
