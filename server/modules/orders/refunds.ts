/**
 * Gives a paid order's money back, inside the caller's transaction (a customer's cancel, an
 * admin's refund), so the order's new state and the refund stand or fall together:
 * - local provider: the embedded test provider holds no money; the payment is marked refunded.
 * - stripe: a Refund of the PaymentIntent's remaining amount. If Stripe refuses or is unreachable
 *   the caller's transaction rolls back and nothing changes. The idempotency key makes a retry
 *   after a lost answer (refund made, commit failed) return the same refund rather than a second.
 *
 * The payment row is locked first, so two refunds of one order never both reach the provider.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import type { PaymentProvider } from '../payments';

export interface RefundableOrder {
  id: string;
  paymentStatus: string;
}

export interface RefundResult {
  provider: string;
  /** Pence given back by this refund. */
  amount: number;
}

export const NO_PAYMENT_TO_REFUND = 'This order has no card payment on record to refund. Please contact us.';

/** Refunds the order's payment in full through the provider that took it, and marks payment and order refunded. */
export async function refundOrderPayment(tx: Tx, order: RefundableOrder, provider: PaymentProvider): Promise<RefundResult> {
  if (order.paymentStatus !== 'paid') throw conflict('Only a paid order can be refunded');
  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).for('update');
  if (!payment) throw conflict(NO_PAYMENT_TO_REFUND);
  if (payment.provider !== provider.name)
    throw new Error(`order ${order.id} was paid through ${payment.provider}, but the shop now takes payments through ${provider.name}`);
  const amount = payment.amount - payment.refundedAmount;
  if (amount > 0) await provider.refund({ paymentIntentId: payment.providerPaymentId, orderId: order.id, amount });

  await tx
    .update(payments)
    .set({ status: 'refunded', refundedAmount: payment.amount, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  return { provider: payment.provider, amount };
}
