/**
 * GET /admin/orders/{id}: one order in full, as the customer sees it (lines, amounts, addresses,
 * timeline), plus its customer, its payment, its refunds with who made them and what each line
 * had restocked, and what an admin may do to it now (decision 0232: "Refunded £x of £y").
 */
import { eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '#contracts/admin-orders';
import { nextStatuses } from '#domain/order-transitions';
import type { DbOrTx } from '../../db/client';
import { customers, orderLines, orders, payments } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { ORDER_NOT_FOUND, settledRefundsOf, toOrderDetail, toOrderRefund } from './order-queries';
import { LINES_IN_SHOP_ORDER } from './line-order';

export async function adminOrderDetail(db: DbOrTx, orderId: string): Promise<AdminOrderDetail> {
  const [found] = await db
    .select({ order: orders, customer: customers, payment: payments })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const { order, customer, payment } = found;
  const [lines, settled] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(...LINES_IN_SHOP_ORDER),
    settledRefundsOf(db, order.id),
  ]);
  const busy = order.pendingOperation !== null;
  const next = busy ? [] : nextStatuses(order.status, order.paymentStatus);
  const detail = toOrderDetail(order, lines, settled);
  const refundable = order.paymentStatus === 'paid' && payment?.status === 'succeeded' ? payment.amount - payment.refundedAmount : 0;
  return {
    ...detail,
    lines: detail.lines.map((line, index) => ({ ...line, restockedQuantity: lines[index]!.restockedQuantity })),
    refunds: settled.map((refund) => ({
      ...toOrderRefund(refund),
      lines: refund.lines.map(({ orderLineId, name, quantity, amount, restock }) => ({ orderLineId, name, quantity, amount, restock })),
      note: refund.note,
      by: refund.adminName,
    })),
    refundable,
    customer: customer
      ? { id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, status: customer.status }
      : null,
    payment: payment
      ? { provider: payment.provider, status: payment.status, amount: payment.amount, refundedAmount: payment.refundedAmount, createdAt: payment.createdAt.toISOString() }
      : null,
    busy,
    nextStatuses: next,
    canFulfil: next.includes('fulfilled'),
    canRefund: !busy && refundable > 0,
  };
}
