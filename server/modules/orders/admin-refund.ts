/**
 * An admin's refund (PUT /admin/orders/{id}/refund): the whole payment back through the provider,
 * payment status refunded, exactly once, and the customer told. An order that had not shipped yet
 * is cancelled by it (nothing will be sent); a shipped or delivered one keeps its status
 * (docs/decisions/0081).
 *
 * Whether the stock goes back is the admin's choice (decision 0215): by default yes for an order
 * not shipped (its goods never left), no for a shipped or delivered one (nothing has come back
 * yet; the admin restocks when it does). The choice is the operation's mark (`admin_refund` or
 * `admin_refund_keep_stock`), so the recovery job settles a refund the way the admin asked.
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

/** What a refund does to the stock when the admin does not say: back only if the goods never left. */
export const restocksByDefault = (status: string): boolean => CANCELLED_BY_REFUND.has(status);

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

function adminRefundOperation(restock: boolean): Operation<RefundResult> {
  return {
    kind: restock ? 'admin_refund' : 'admin_refund_keep_stock',
    admit: (order, payment, provider) => assertRefundable(order, payment, provider),
    call: (provider, order, payment) => refundAtProvider(provider, order, requirePayment(order, payment)),
    async settle(tx, order, payment, refund, { publicUrl }) {
      await recordRefund(tx, order, requirePayment(order, payment));
      if (CANCELLED_BY_REFUND.has(order.status))
        await tx.update(orders).set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
      if (restock) await releaseOrderStock(tx, order.id);
      await tellCustomer(tx, order, refund, publicUrl);
    },
  };
}

/** The refund that puts the order's stock back on the shelf. */
export const adminRefund = adminRefundOperation(true);
/** The refund that leaves stock as it is (the goods are with the customer, or not fit to sell). */
export const adminRefundKeepingStock = adminRefundOperation(false);
