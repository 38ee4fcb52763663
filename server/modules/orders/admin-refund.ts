/**
 * An admin's refund (PUT /admin/orders/{id}/refund): the whole payment back through the provider,
 * the stock back on the shelf, payment status refunded, exactly once, and the customer told.
 * An order that had not shipped yet is cancelled by it (nothing will be sent); a shipped or
 * delivered one keeps its status, its goods coming back to stock (docs/decisions/0081).
 *
 * It is an order operation (operations.ts, decision 0050): the refund is marked pending under the
 * order's lock, made at the provider outside any transaction, then settled. A second refund finds
 * the order busy or already refunded and is refused, so money and stock go back once.
 */
import { eq, sql } from 'drizzle-orm';
import { formatMoney } from '#domain/money';
import type { Tx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { queueEmail, renderEmail } from '../email';
import { emailOrderOf, orderLinesOf } from './order-email';
import type { Operation } from './operations';
import { assertRefundable, recordRefund, refundAtProvider, type RefundResult, requirePayment } from './refunds';
import { releaseOrderStock } from './stock';

/** Not sent yet: the refund calls the order off. */
const CANCELLED_BY_REFUND = new Set(['pending', 'unfulfilled', 'fulfilled']);

async function tellCustomer(tx: Tx, order: OrderRow, refund: RefundResult, publicUrl: string): Promise<void> {
  await queueEmail(tx, {
    to: order.email,
    subject: `Your Verdant order #${order.number} has been refunded`,
    kind: 'order-refunded',
    ...renderEmail({
      heading: `Order #${order.number} has been refunded`,
      paragraphs: [
        `We have refunded ${formatMoney(refund.amount)} to the card you paid with. Banks usually show it within 5 to 10 working days.`,
        CANCELLED_BY_REFUND.has(order.status)
          ? 'Your order has been cancelled, and nothing from it will be sent.'
          : 'If you have questions about this refund, reply to this email.',
      ],
      order: emailOrderOf(order, await orderLinesOf(tx, order.id), publicUrl, {
        addressTitle: null,
        extraTotals: [{ label: 'Refunded to your card', amount: formatMoney(refund.amount), strong: true }],
      }),
    }),
  });
}

export const adminRefund: Operation<RefundResult> = {
  kind: 'admin_refund',
  admit: (order, payment, provider) => assertRefundable(order, payment, provider),
  call: (provider, order, payment) => refundAtProvider(provider, order, requirePayment(order, payment)),
  async settle(tx, order, payment, refund, { publicUrl }) {
    await recordRefund(tx, order, requirePayment(order, payment));
    if (CANCELLED_BY_REFUND.has(order.status))
      await tx.update(orders).set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    await releaseOrderStock(tx, order.id);
    await tellCustomer(tx, order, refund, publicUrl);
  },
};
