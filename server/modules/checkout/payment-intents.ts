/**
 * POST /general/checkout/{orderId}/payment: the order's one payment intent, for its server total in
 * GBP pence. The provider is asked outside any transaction, with an idempotency key per order, so a
 * repeated or concurrent call gets the same intent from Stripe; the payments table's unique key on
 * the order keeps one row whatever happens, and every later call answers that row.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentAnswer } from '#contracts/checkout';
import { customers, orders, payments, type PaymentRow } from '../../db/schema';
import { preparedFor } from '../../db/prepared';
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

/**
 * The payment call's two statements, built once (db/prepared.ts): one read, the order, its owner
 * and its payment if one was started (decision 0222), and the payment's insert, which keeps the
 * first row when two calls race.
 */
const paymentQueries = preparedFor((db) => ({
  read: db
    .select({
      order: orders,
      payment: payments,
      owner: { id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName },
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.customerId, sql.placeholder('customerId'))))
    .prepare('checkout_payment_read'),
  insert: db
    .insert(payments)
    .values({
      orderId: sql.placeholder('orderId'),
      provider: sql.placeholder('provider'),
      providerPaymentId: sql.placeholder('providerPaymentId'),
      clientSecret: sql.placeholder('clientSecret'),
      amount: sql.placeholder('amount'),
      currency: 'GBP',
      status: sql.placeholder('status'),
    })
    .onConflictDoNothing({ target: payments.orderId })
    .returning()
    .prepare('checkout_payment_insert'),
}));

export async function startPayment(deps: { store: Store; payments: PaymentProvider }, customerId: string, orderId: string): Promise<PaymentAnswer> {
  const { db } = deps.store;
  const queries = paymentQueries(db);
  const [found] = await queries.read.execute({ orderId, customerId });
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
  const [created] = await queries.insert.execute({
    orderId: order.id,
    provider: deps.payments.name,
    providerPaymentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: order.total,
    status: intent.status,
  });
  if (created) return toAnswer(created);
  // A concurrent call wrote the order's payment first: every call answers that one row.
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  return toAnswer(payment!);
}
