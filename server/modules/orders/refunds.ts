/**
 * Giving a paid order's money back through the provider that took it. The provider call happens
 * between the two transactions of an order operation (operations.ts); these are its pieces: who
 * may be refunded, the call, and how the refund is recorded.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, payments, type OrderRow, type PaymentRow } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import type { PaymentProvider } from '../payments';
import type { Operation } from './operations';

export interface RefundResult {
  provider: string;
  /** Pence given back by this refund. */
  amount: number;
}

export const NO_PAYMENT_TO_REFUND = 'This order has no card payment on record to refund. Please contact us.';

/** Throws unless the order is paid and its payment is on record with the provider the shop uses. */
export function assertRefundable(order: OrderRow, payment: PaymentRow | null, provider: PaymentProvider): asserts payment is PaymentRow {
  if (order.paymentStatus !== 'paid') throw conflict('Only a paid order can be refunded');
  if (!payment || payment.status !== 'succeeded') throw conflict(NO_PAYMENT_TO_REFUND);
  if (payment.provider !== provider.name)
    throw new Error(`order ${order.id} was paid through ${payment.provider}, but the shop now takes payments through ${provider.name}`);
}

/** The payment an admitted refund found (admit checked it); its absence later is a broken invariant. */
export function requirePayment(order: OrderRow, payment: PaymentRow | null): PaymentRow {
  if (!payment) throw new Error(`order ${order.id} lost its payment record during a refund`);
  return payment;
}

/** The provider call: what is left of the payment, in full, once per order (the provider's idempotency key). */
export async function refundAtProvider(provider: PaymentProvider, order: OrderRow, payment: PaymentRow): Promise<RefundResult> {
  const amount = payment.amount - payment.refundedAmount;
  if (amount > 0) await provider.refund({ paymentIntentId: payment.providerPaymentId, orderId: order.id, amount });
  return { provider: payment.provider, amount };
}

export async function recordRefund(tx: Tx, order: OrderRow, payment: PaymentRow): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'refunded', refundedAmount: payment.amount, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
}

/**
 * Refunds a paid order in full and leaves its status as it is (an admin's refund, or a payment that
 * arrived for an order whose reservation had expired and whose stock was gone).
 */
export const refundPaidOrder: Operation<RefundResult> = {
  kind: 'refund',
  admit: (order, payment, provider) => assertRefundable(order, payment, provider),
  call: (provider, order, payment) => refundAtProvider(provider, order, requirePayment(order, payment)),
  settle: (tx, order, payment) => recordRefund(tx, order, requirePayment(order, payment)),
};
