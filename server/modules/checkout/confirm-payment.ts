/**
 * Confirming a payment from the server's side, and looking again when an answer is late:
 *
 * - `confirmLocalPayment`: POST /general/payments/local/confirm, the local test provider's card
 *   form (or a saved card). The provider judges the card like Stripe's test mode; the outcome is
 *   turned into a payment event and applied by payment-events.ts, the same path a Stripe webhook
 *   takes, on the order and payment rows locked: whose payment it is and whether the order can still
 *   be paid are checked there. A double-clicked Pay applies at most one success (the second finds
 *   the payment succeeded).
 * - `orderStatus`: GET /general/checkout/{orderId}/status. When the order still waits for a Stripe
 *   payment, the intent is read from Stripe and a success found there is applied: a lost or late
 *   webhook never leaves a paid order looking unpaid. Polls are cheap, provider calls are not (and
 *   Stripe limits them per account): a poll asks the provider only if it wins the payment's
 *   look-up for this interval, a conditional UPDATE of `provider_checked_at`, so all polls of all
 *   processes together ask at most once per PROVIDER_LOOK_UP_INTERVAL_S (decision 0215).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { LocalConfirmAnswer, OrderStatusAnswer } from '#contracts/checkout';
import type { z } from 'zod';
import type { localConfirmBody } from '#contracts/checkout';
import { preparedFor } from '../../db/prepared';
import { orders, paymentMethods, payments } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { ORDER_NOT_FOUND } from '../orders';
import { type ConfirmWith, judgeLocalCard, localIntentIdOf, type PaymentProvider } from '../payments';
import { assertPayable } from './payable';
import { applyPaymentEvent, applyPaymentEventAt, type EventDeps } from './payment-events';

export const LOCAL_PROVIDER_OFF = 'This shop takes card payments through Stripe; the local test card form is not available';
const PAYMENT_NOT_FOUND = 'Payment not found';
export const PAYMENT_REPLACED = 'Your order changed since this payment was started. Please pay its new total.';
/** The checkout page polls every 10 s; a shopper's own polls each get a look-up, a flood gets one. */
export const PROVIDER_LOOK_UP_INTERVAL_S = 5;

type ConfirmDeps = EventDeps & { payments: PaymentProvider };

export async function confirmLocalPayment(
  deps: ConfirmDeps,
  customerId: string,
  body: z.output<typeof localConfirmBody>,
): Promise<LocalConfirmAnswer> {
  if (deps.payments.name !== 'local') throw notFound(LOCAL_PROVIDER_OFF);
  const intentId = localIntentIdOf(body.clientSecret);
  if (!intentId) throw notFound(PAYMENT_NOT_FOUND);

  let card: ConfirmWith;
  if ('paymentMethodId' in body) {
    const [saved] = await deps.store.db
      .select({ providerRef: paymentMethods.providerRef, last4: paymentMethods.last4 })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, body.paymentMethodId), eq(paymentMethods.customerId, customerId), eq(paymentMethods.provider, 'local')));
    if (!saved) throw notFound('Saved card not found');
    card = { kind: 'saved', ...saved };
  } else {
    card = { kind: 'card', number: body.cardNumber, expMonth: body.expMonth, expYear: body.expYear, cvc: body.cvc };
  }
  // The local provider's judgement is the card's alone and does no I/O, so it is made first and the
  // checks below run on the locked rows: no read before the transaction (decision 0222).
  const refusal = judgeLocalCard(card);

  const outcome = await applyPaymentEventAt(deps, 'local', { intentId, clientSecret: body.clientSecret, customerId }, (locked) => {
    if (!locked) throw notFound(PAYMENT_NOT_FOUND);
    const { payment, order } = locked;
    // A second click of Pay, or one racing the first: the order is paid, and that is the answer.
    if (payment.status === 'succeeded' || order.paymentStatus === 'paid') return null;
    assertPayable(order);
    // An intent cancelled because the order's total changed (revise-order.ts): its amount is not the order's any more.
    if (payment.status === 'canceled') throw conflict(PAYMENT_REPLACED);
    return {
      id: `evt_local_${randomUUID()}`,
      kind: refusal ? 'payment_failed' : 'payment_succeeded',
      type: refusal ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
      paymentIntentId: intentId,
      amount: payment.amount,
      currency: payment.currency,
      failureMessage: refusal?.message ?? null,
      payload: { source: 'local-confirm', status: refusal ? 'failed' : 'succeeded', code: refusal?.code ?? null },
    };
  });
  if (outcome === null || !refusal) return { status: 'succeeded' };
  return { status: 'failed', error: refusal };
}

/** The order's unsettled payment if this poll may ask the provider about it now, else null. */
async function claimProviderLookUp(deps: ConfirmDeps, orderId: string) {
  const [claimed] = await deps.store.db
    .update(payments)
    .set({ providerCheckedAt: sql`now()` })
    .where(
      and(
        eq(payments.orderId, orderId),
        ne(payments.status, 'succeeded'),
        or(isNull(payments.providerCheckedAt), lte(payments.providerCheckedAt, sql`now() - make_interval(secs => ${PROVIDER_LOOK_UP_INTERVAL_S})`)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** The status poll's read, built once (db/prepared.ts): the checkout page asks every few seconds. */
const statusRead = preparedFor((db) =>
  db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.customerId, sql.placeholder('customerId'))))
    .prepare('checkout_status_read'),
);

export async function orderStatus(deps: ConfirmDeps, customerId: string, orderId: string): Promise<OrderStatusAnswer> {
  const read = statusRead(deps.store.db);
  const [order] = await read.execute({ orderId, customerId });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.paymentStatus !== 'paid' && order.status === 'pending') {
    const payment = await claimProviderLookUp(deps, orderId);
    const intent = payment ? await deps.payments.retrieveIntent(payment.providerPaymentId) : null;
    if (payment && intent?.status === 'succeeded') {
      await applyPaymentEvent(deps, deps.payments.name, {
        id: `reconcile_${intent.id}`,
        kind: 'payment_succeeded',
        type: 'payment_intent.succeeded',
        paymentIntentId: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        failureMessage: null,
        payload: { source: 'status-check', intent: intent.id },
      });
      const [now] = await read.execute({ orderId, customerId });
      return now!;
    }
  }
  return order;
}
