/**
 * An admin's refund: chosen lines and units, or an amount, or whatever remains
 * (POST /admin/orders/{id}/refunds; PUT /admin/orders/{id}/refund is "refund what remains"),
 * through the provider, exactly once, and the customer told (docs/decisions/0232-partial-refunds.md).
 * When nothing is left to refund the payment status becomes refunded, and an order that had not
 * shipped yet is cancelled by it (nothing will be sent); a shipped or delivered one keeps its status
 * (docs/decisions/0081). A refund that leaves something paid leaves the order as it is.
 *
 * Which units go back into stock is the admin's choice per line (decision 0215 for the default:
 * yes for an order not shipped, whose goods never left; no for a shipped or delivered one), kept
 * on the refund's row, so the recovery job settles it the way the admin asked.
 *
 * It is an order operation (operations.ts, decision 0050): the refund's row is recorded pending
 * with the order's mark, under the order's lock, after checking it against what is left; the
 * provider is called outside any transaction with the row's id as its idempotency key; then it is
 * settled. A second refund at the same time finds the order busy; one after finds less left.
 */
import { eq, sql } from 'drizzle-orm';
import { formatMoney } from '#domain/money';
import type { Tx } from '../../db/client';
import { orders, type OrderRow, type PaymentRow, type RefundLineRecord } from '../../db/schema';
import { orderRefundedEmail, queueEmail } from '../email';
import { orderLinesOf, orderNewsOf } from './order-email';
import { queueRefundPush } from './status-pushes';
import type { Operation, OrderOperation } from './operations';
import {
  abandonRefund,
  assertRefundable,
  type RefundAsk,
  recordPendingRefund,
  refundAtProvider,
  type RefundResult,
  requirePayment,
  settleRefund,
} from './refunds';

/** Not sent yet: refunding it in full calls the order off. */
const CANCELLED_BY_REFUND = new Set(['pending', 'unfulfilled', 'fulfilled']);

/** What a refund does to the stock when the admin does not say: back only if the goods never left. */
export const restocksByDefault = (status: string): boolean => CANCELLED_BY_REFUND.has(status);

/** "2 × Rose Serum, 1 × Clay Mask": the units a refund gave back, in an email or the audit trail. */
export const refundedUnitsInWords = (lines: readonly RefundLineRecord[]): string =>
  lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');

async function tellCustomer(tx: Tx, order: OrderRow, amount: number, lines: readonly RefundLineRecord[], inFull: boolean, publicUrl: string): Promise<void> {
  const news = orderNewsOf(order, await orderLinesOf(tx, order.id), publicUrl);
  const refund = {
    amount: formatMoney(amount),
    units: lines.length && !inFull ? refundedUnitsInWords(lines) : null,
    inFull,
    cancelsOrder: CANCELLED_BY_REFUND.has(order.status),
  };
  await queueEmail(tx, { to: order.email, ...orderRefundedEmail(news, refund) });
}

/**
 * The admin's refund operation. `ask` builds the pending row under the order's lock (it checks the
 * request against what is left and throws when it does not fit); the registry's copy has none and
 * only finishes refunds already recorded. `restockWhenUnrecorded` is for a mark made before refunds
 * had rows: the old marks said whether the stock went back.
 */
export function adminRefundOperation(
  kind: Extract<OrderOperation, 'admin_partial_refund' | 'admin_refund' | 'admin_refund_keep_stock'>,
  ask?: (tx: Tx, order: OrderRow, payment: PaymentRow) => Promise<RefundAsk>,
): Operation<RefundResult> {
  return {
    kind,
    admit: (order, payment, provider) => assertRefundable(order, payment, provider),
    prepare: ask ? async (tx, order, payment) => recordPendingRefund(tx, order, await ask(tx, order, requirePayment(order, payment))) : undefined,
    call: (provider, order, payment, db) => refundAtProvider(provider, db, order, requirePayment(order, payment)),
    abandon: abandonRefund,
    async settle(tx, order, payment, result, { publicUrl }) {
      const { refund, inFull } = await settleRefund(tx, order, requirePayment(order, payment), result, { restock: kind === 'admin_refund' });
      const cancels = inFull && CANCELLED_BY_REFUND.has(order.status);
      if (cancels) await tx.update(orders).set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
      await tellCustomer(tx, order, refund.amount, refund.lines, inFull, publicUrl);
      const after = { ...order, status: cancels ? 'cancelled' : order.status, paymentStatus: inFull ? 'refunded' : order.paymentStatus };
      await queueRefundPush(tx, after, { refundId: refund.id, amount: refund.amount, inFull, cancelsOrder: cancels });
    },
  };
}

/** For the recovery job: the admin refunds that were marked and not settled. */
export const adminPartialRefund = adminRefundOperation('admin_partial_refund');
export const adminRefund = adminRefundOperation('admin_refund');
export const adminRefundKeepingStock = adminRefundOperation('admin_refund_keep_stock');
