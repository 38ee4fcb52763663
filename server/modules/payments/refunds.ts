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
import Stripe from 'stripe';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-errors';

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

async function refundAtStripe(stripe: Stripe, paymentIntentId: string, orderId: string, amount: number) {
  try {
    await stripe.refunds.create(
      { payment_intent: paymentIntentId, amount, metadata: { order_id: orderId } },
      { idempotencyKey: `verdant-refund-${orderId}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new HttpError(502, 'The refund could not be made right now. Please try again shortly.');
    throw error;
  }
}

/**
 * Refunds the order's payment in full and marks payment and order refunded. `stripe` is for tests
 * (a client pointed at a fake server); the real client is made from the config.
 */
export async function refundOrderPayment(tx: Tx, order: RefundableOrder, config: Config, stripe?: Stripe): Promise<RefundResult> {
  if (order.paymentStatus !== 'paid') throw conflict('Only a paid order can be refunded');
  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id)).for('update');
  if (!payment) throw conflict(NO_PAYMENT_TO_REFUND);
  const amount = payment.amount - payment.refundedAmount;

  if (amount > 0 && payment.provider === 'stripe') {
    const client = stripe ?? (config.payments.stripeSecretKey ? new Stripe(config.payments.stripeSecretKey) : null);
    if (!client) throw new Error(`order ${order.id} was paid through Stripe, but no Stripe key is configured`);
    await refundAtStripe(client, payment.providerPaymentId, order.id, amount);
  } else if (payment.provider !== 'local' && payment.provider !== 'stripe') {
    throw new Error(`order ${order.id} was paid through an unknown provider: ${payment.provider}`);
  }

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
