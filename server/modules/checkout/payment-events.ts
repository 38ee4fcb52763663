/**
 * The one place an order becomes paid. A Stripe webhook, a status check that finds a succeeded
 * intent, and the local provider's card form all end here with a `PaymentEvent`, handled in one
 * transaction:
 *
 * - the event id is inserted into payment_events first; a second delivery of the same event finds
 *   it there and changes nothing (dedup in the same transaction as the change it causes);
 * - the order and payment rows are locked (order first, as every writer does), so events for one
 *   order apply one at a time;
 * - succeeded: only when amount and currency equal the order's payment is it marked paid
 *   (unfulfilled + paid), once; the code's redemption is recorded and the confirmation queued.
 *   A payment that lands after the reservation ran out takes the stock again if it is still there,
 *   and otherwise is refunded (an order operation the recovery job carries out at once);
 * - failed: the order's paymentStatus becomes failed (the shopper may try again with the same
 *   intent); a failure after a success changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '#domain/money';
import type { FastifyBaseLogger } from 'fastify';
import { discountRedemptions, orderLines, orders, paymentEvents, payments, type OrderRow, type PaymentRow } from '../../db/schema';
import { recordChange, type Store } from '../../db/unit-of-work';
import type { Tx } from '../../db/client';
import { recordNotification } from '../notifications';
import { recordFirstOrder, takeDiscountUse } from '../discounts';
import { takeStock } from '../orders';
import type { PaymentEvent, ProviderName } from '../payments';
import { queueOrderConfirmation, queuePaidTooLate } from './order-emails';

export type EventOutcome = 'paid' | 'failed' | 'duplicate' | 'ignored' | 'unknown-payment' | 'amount-mismatch' | 'refund-owed';

export interface EventDeps {
  store: Store;
  publicUrl: string;
  log: FastifyBaseLogger;
}

async function linesOf(tx: Tx, orderId: string) {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** A reservation that ran out gave its stock back: take it again if it is still there. */
async function retakeHold(tx: Tx, order: OrderRow): Promise<boolean> {
  const lines = await linesOf(tx, order.id);
  const wanted = lines.filter((line) => line.productId).map((line) => ({ productId: line.productId!, quantity: line.quantity }));
  if (await takeStock(tx, wanted)) return false;
  // The shopper paid the discounted price; the use is counted again where the limit allows.
  if (order.discountId) await takeDiscountUse(tx, order.discountId);
  return true;
}

async function markPaid(tx: Tx, deps: EventDeps, order: OrderRow): Promise<void> {
  const [paid] = await tx
    .update(orders)
    .set({
      status: 'unfulfilled',
      paymentStatus: 'paid',
      paidAt: sql`now()`,
      reservedUntil: null,
      stockReleasedAt: null,
      cancelledAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  recordChange(tx, 'order-paid');
  await recordFirstOrder(tx, order.email);
  if (order.discountId)
    await tx
      .insert(discountRedemptions)
      .values({ discountId: order.discountId, orderId: order.id, customerId: order.customerId, amount: order.discount })
      .onConflictDoNothing();
  await queueOrderConfirmation(tx, paid!, deps.publicUrl);
  // A new order, for the team, once it is paid: unpaid ones may never become orders at all.
  await recordNotification(tx, {
    type: 'new_order',
    title: `New order #${order.number}`,
    body: `${formatMoney(order.total)} from ${order.email}${order.discountCode ? `, with code ${order.discountCode}` : ''}.`,
    link: `/admin/orders/${order.id}`,
  });
}

async function applySucceeded(tx: Tx, deps: EventDeps, event: PaymentEvent, payment: PaymentRow, order: OrderRow): Promise<EventOutcome> {
  if (payment.status === 'succeeded' || payment.status === 'refunded') return 'duplicate';
  if (event.amount !== payment.amount || event.currency?.toUpperCase() !== payment.currency.toUpperCase()) {
    deps.log.error(
      { orderId: order.id, expected: [payment.amount, payment.currency], got: [event.amount, event.currency], eventId: event.id },
      'a payment succeeded for an amount or currency other than the order’s; not marked paid',
    );
    await tx
      .update(payments)
      .set({ lastError: `paid ${event.amount} ${event.currency}, expected ${payment.amount} ${payment.currency}`, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    return 'amount-mismatch';
  }
  await tx.update(payments).set({ status: 'succeeded', lastError: null, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));

  const holdsStock = order.status === 'pending' && !order.stockReleasedAt;
  if (holdsStock || (await retakeHold(tx, order))) {
    await markPaid(tx, deps, order);
    return 'paid';
  }
  // Paid, but the items are gone: the money goes back (the recovery job makes the refund at once).
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: sql`now()`, pendingOperation: 'refund', pendingSince: sql`now() - interval '1 day'`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await queuePaidTooLate(tx, order, deps.publicUrl);
  return 'refund-owed';
}

async function applyFailed(tx: Tx, event: PaymentEvent, payment: PaymentRow, order: OrderRow): Promise<EventOutcome> {
  if (payment.status === 'succeeded' || payment.status === 'refunded') return 'ignored';
  await tx
    .update(payments)
    .set({ status: 'requires_payment_method', lastError: event.failureMessage ?? 'The payment failed', updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
    await tx.update(orders).set({ paymentStatus: 'failed', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  await recordNotification(tx, {
    type: 'payment_failed',
    title: `Payment failed for order #${order.number}`,
    body: `${formatMoney(order.total)} from ${order.email}: ${event.failureMessage ?? 'the payment failed'}.`,
    link: `/admin/orders/${order.id}`,
  });
  return 'failed';
}

export function applyPaymentEvent(deps: EventDeps, provider: ProviderName, event: PaymentEvent): Promise<EventOutcome> {
  return deps.store.write(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.id, type: event.type, payload: event.payload as object })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    if (event.kind === 'ignored' || !event.paymentIntentId) return 'ignored';

    // Locks in the order every writer takes them: the order, then its payment, then products. The
    // order is found through its payment's intent inside the locking read (the subquery locks
    // nothing). Linking the event to the payment comes after: its foreign key check share-locks the
    // payment row, which taken first would deadlock with a concurrent event holding the order.
    const ofIntent = and(eq(payments.provider, provider), eq(payments.providerPaymentId, event.paymentIntentId));
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, tx.select({ orderId: payments.orderId }).from(payments).where(ofIntent)))
      .for('update');
    const [payment] = order ? await tx.select().from(payments).where(and(eq(payments.orderId, order.id), ofIntent)).for('update') : [];
    if (!order || !payment) {
      deps.log.warn({ eventId: event.id, intent: event.paymentIntentId }, 'payment event for an intent this shop did not create');
      return 'unknown-payment';
    }
    await tx.update(paymentEvents).set({ paymentId: payment.id }).where(eq(paymentEvents.id, fresh.id));
    return event.kind === 'payment_succeeded' ? applySucceeded(tx, deps, event, payment, order) : applyFailed(tx, event, payment, order);
  });
}
