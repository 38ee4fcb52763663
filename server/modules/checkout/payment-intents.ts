/**
 * POST /general/checkout/{orderId}/payment: the order's one payment intent, for its server total in
 * GBP pence. The provider is asked outside any transaction, with an idempotency key per order, so a
 * repeated or concurrent call gets the same intent from Stripe; the payments table's unique key on
 * the order keeps one row whatever happens, and every later call answers that row.
 *
 * A revision of the order that changed its total (revise-order.ts) has its intent cancelled at the
 * provider first (`retireIntent`) and the row marked cancelled; the next call makes a new intent
 * for the new total under the key `verdant-order-<id>-r<revision>` and puts it in the same row, so
 * an intent of an old amount can never pay the revised order
 * (docs/decisions/0255-abandoned-checkouts.md).
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
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
  const retired = found.payment?.status === 'canceled' ? found.payment : null;
  if (found.payment && !retired) return toAnswer(found.payment);

  const revision = retired ? retired.revision + 1 : 0;
  const intent = await deps.payments.createIntent({
    orderId: order.id,
    amount: order.total,
    currency: 'gbp',
    owner: { id: owner.id, email: owner.email, name: `${owner.firstName} ${owner.lastName}` },
    idempotencyKey: revision === 0 ? `verdant-order-${order.id}` : `verdant-order-${order.id}-r${revision}`,
  });
  if (retired) {
    // The cancelled intent's row takes the new one; of two calls racing, the first to write wins.
    const [replaced] = await db
      .update(payments)
      .set({
        providerPaymentId: intent.id,
        clientSecret: intent.clientSecret,
        amount: order.total,
        status: intent.status,
        revision,
        lastError: null,
        providerCheckedAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, retired.id), eq(payments.status, 'canceled'), eq(payments.revision, retired.revision)))
      .returning();
    if (replaced) return toAnswer(replaced);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    return toAnswer(payment!);
  }
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

/**
 * Cancels an order's intent at the provider (outside any transaction) and marks its payment
 * cancelled, unless it was paid meanwhile. Answers 'canceled' when the order may be revised now;
 * 'succeeded' or 'failed' (the provider would not, or could not be asked) leave the order to its
 * payment.
 */
export async function retireIntent(deps: { store: Store; payments: PaymentProvider }, stale: { paymentId: string; intentId: string }): Promise<'canceled' | 'succeeded' | 'failed'> {
  let outcome: 'canceled' | 'succeeded';
  try {
    outcome = await deps.payments.cancelIntent(stale.intentId);
  } catch {
    return 'failed';
  }
  if (outcome !== 'canceled') return outcome;
  const [marked] = await deps.store.db
    .update(payments)
    .set({ status: 'canceled', updatedAt: sql`now()` })
    .where(and(eq(payments.id, stale.paymentId), eq(payments.providerPaymentId, stale.intentId), notInArray(payments.status, ['succeeded', 'refunded'])))
    .returning({ id: payments.id });
  // The local provider keeps no intents: its payments table is the record, and a payment that
  // succeeded there meanwhile is not cancelled.
  return marked ? 'canceled' : 'succeeded';
}
