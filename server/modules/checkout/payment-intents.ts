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
  // One read: the order, its owner, and its payment if one was started (decision 0222).
  const [found] = await db
    .select({
      order: orders,
      payment: payments,
      owner: { id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const { order, owner } = found;
  assertPayable(order);
  if (found.payment) return toAnswer(found.payment);

  const intent = await deps.payments.createIntent({
    orderId: order.id,
    amount: order.total,
    currency: 'gbp',
    owner: { id: owner.id, email: owner.email, name: `${owner.firstName} ${owner.lastName}` },
    idempotencyKey: `verdant-order-${order.id}`,
  });
  const [created] = await db
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
    .onConflictDoNothing({ target: payments.orderId })
    .returning();
  if (created) return toAnswer(created);
  // A concurrent call wrote the order's payment first: every call answers that one row.
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  return toAnswer(payment!);
}
