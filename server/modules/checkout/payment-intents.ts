/**
 * POST /general/checkout/{orderId}/payment: the order's one payment intent, for its server total in
 * GBP pence. The provider is asked outside any transaction, with an idempotency key per order, so a
 * repeated or concurrent call gets the same intent from Stripe; the payments table's unique key on
 * the order keeps one row whatever happens, and every later call answers that row.
 */
import { and, eq } from 'drizzle-orm';
import type { PaymentAnswer } from '#contracts/checkout';
import { customers, orders, payments, type PaymentRow } from '../../db/schema';
import type { Store } from '../../db/unit-of-work';
import { notFound } from '../../lib/http-errors';
import { ORDER_NOT_FOUND } from '../orders';
import type { PaymentProvider } from '../payments';
import { assertPayable } from './payable';

const toAnswer = (payment: PaymentRow): PaymentAnswer => ({
  clientSecret: payment.clientSecret,
  provider: payment.provider as PaymentAnswer['provider'],
  amount: payment.amount,
  currency: 'GBP',
});

export async function startPayment(deps: { store: Store; payments: PaymentProvider }, customerId: string, orderId: string): Promise<PaymentAnswer> {
  const { db } = deps.store;
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  assertPayable(order);
  const [existing] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  if (existing) return toAnswer(existing);

  const [owner] = await db
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!owner) throw notFound('Account not found');
  const intent = await deps.payments.createIntent({
    orderId: order.id,
    amount: order.total,
    currency: 'gbp',
    owner: { id: owner.id, email: owner.email, name: `${owner.firstName} ${owner.lastName}` },
    idempotencyKey: `verdant-order-${order.id}`,
  });
  await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: deps.payments.name,
      providerPaymentId: intent.id,
      clientSecret: intent.clientSecret,
      amount: order.total,
      currency: 'GBP',
      status: intent.status,
    })
    .onConflictDoNothing({ target: payments.orderId });
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  return toAnswer(payment!);
}
