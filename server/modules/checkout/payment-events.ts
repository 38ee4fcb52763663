/**
 * The one place an order becomes paid. A Stripe webhook, a status check that finds a succeeded
 * intent, and the local provider's card form all end here with a `PaymentEvent`, handled in one
 * transaction:
 *
 * - the order and payment rows are locked first (order then payment, as every writer takes them),
 *   so events for one order apply one at a time, and each is judged on the rows as they are now;
 * - succeeded: only when amount and currency equal the order's payment is it marked paid
 *   (unfulfilled + paid), once; the code's redemption is recorded and the confirmation queued.
 *   A payment that lands after the reservation ran out takes the stock again if it is still there,
 *   and otherwise is refunded (an order operation the recovery job carries out at once);
 * - failed: the order's paymentStatus becomes failed (the shopper may try again with the same
 *   intent); a failure after a success changes nothing;
 * - the event's record in payment_events is inserted last, in one statement with every write the
 *   event causes; a second delivery of the same event finds its record there, the statement
 *   refuses itself (db/refusal.ts) and the transaction rolls back: a duplicate changes nothing.
 *
 * Why one statement: a paid order was thirteen round trips, each about 0.2 ms of CPU on each side
 * on PostgreSQL and request-thread time on the embedded database; it is now two: the locking read
 * (which brings the lines the emails list) with BEGIN, and the writes with COMMIT
 * (docs/decisions/0222-the-cost-of-an-order.md, 0246-commit-with-the-last-statement.md; the figures
 * in docs/measurements/checkout-cost.md). The local
 * card form's checks (whose payment, still payable) are made on the locked rows too
 * (`applyPaymentEventAt`), so it sends no read before. The writes are decided in code from the
 * locked rows before any is sent, so they go together (db/one-statement.ts), and only the
 * duplicate check is left to the statement itself.
 */
import { and, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { formatMoney } from '#domain/money';
import type { FastifyBaseLogger } from 'fastify';
import { discountRedemptions, orderLines, orders, paymentEvents, payments, type OrderRow, type PaymentRow } from '../../db/schema';
import { inSavepoint, recordChange, type Store } from '../../db/unit-of-work';
import { lastStatement } from '../../db/carried-commit';
import type { Tx } from '../../db/client';
import type { ShopMetrics } from '../../lib/metrics';
import { refusalOf, refuseUnless } from '../../db/refusal';
import { withWrites } from '../../db/one-statement';
import { notificationInsert } from '../notifications';
import { firstOrderInsert, takeDiscountUse } from '../discounts';
import { paidPushInsert, takeStock } from '../orders';
import type { PaymentEvent, ProviderName } from '../payments';
import { hasPushDevices } from '../push';
import { reportCheckoutFailure } from './failure-report';
import { orderConfirmationInsert, paidTooLateInsert } from './order-emails';

export type EventOutcome = 'paid' | 'failed' | 'duplicate' | 'ignored' | 'unknown-payment' | 'amount-mismatch' | 'refund-owed';

export interface EventDeps {
  store: Store;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Counts a declined card (failure-report.ts). */
  metrics: Pick<ShopMetrics, 'checkoutFailed'>;
}

/** An order line as the emails list it and a retaken hold needs it. */
interface EventLine {
  productId: string | null;
  variantId: string | null;
  name: string;
  /** The size's name when ordered (decision 0249). */
  variantName: string;
  image: string | null;
  quantity: number;
  lineTotal: number;
}

/** What an event does: the writes to send with its record, the outcome if it is new, and what to log then. */
interface Effect {
  outcome: EventOutcome;
  paymentId: string | null;
  writes: SQLWrapper[];
  report?: () => void;
}

/** Thrown inside the transaction when the event's record was there already: it rolls back every write. */
class SeenBefore extends Error {}

/** The fields a payment changes on its order, also given to the confirmation email (its totals read "Total paid"). */
const PAID = { status: 'unfulfilled', paymentStatus: 'paid', reservedUntil: null, stockReleasedAt: null, cancelledAt: null, clientAddress: null } as const;

/**
 * Where an event's payment is: by the provider's intent id (a webhook, a status check), or, for the
 * local card form, by the client secret the shopper's page holds, and only among the shopper's own
 * orders. The secret begins with the intent's id (`pi_..._secret_...`, Stripe's form and the local
 * provider's), so both are found through the provider's unique key on the id.
 */
export type PaymentAt = { intentId: string } | { intentId: string; clientSecret: string; customerId: string };

/** The rows an event is judged on, locked, with the order's lines. */
export interface LockedPayment {
  order: OrderRow;
  payment: PaymentRow;
  lines: EventLine[];
  /** The order's customer turned notifications on for a device: a payment has a push to queue. */
  customerHasDevices: boolean;
}

/**
 * The order and its payment, locked (PostgreSQL locks a row of each table in the order the locking
 * clause names them: the order first), with the order's lines read in the same statement.
 */
async function lockOrderOf(tx: Tx, provider: ProviderName, at: PaymentAt): Promise<LockedPayment | undefined> {
  const [found] = await tx
    .select({
      order: orders,
      payment: payments,
      lines: sql<EventLine[]>`coalesce((
        select json_agg(json_build_object('productId', l.product_id, 'variantId', l.variant_id, 'name', l.name, 'variantName', l.variant_name, 'image', l.image, 'quantity', l.quantity, 'lineTotal', l.line_total) order by l.name)
        from ${orderLines} l where l.order_id = ${orders.id}
      ), '[]'::json)`,
      customerHasDevices: hasPushDevices(orders.customerId),
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerPaymentId, at.intentId),
        ...('clientSecret' in at ? [eq(payments.clientSecret, at.clientSecret), eq(orders.customerId, at.customerId)] : []),
      ),
    )
    .for('update', { of: [orders, payments] });
  return found;
}

/** Thrown in the retake's savepoint when a product has too little: the units taken of the others go back. */
class ShortOfStock extends Error {}

/**
 * A reservation that ran out gave its stock back: take it again if it is all still there. In a
 * savepoint: takeStock leaves a refusal's partial take to the caller's rollback, and this
 * transaction goes on to record the refund it is owed.
 */
async function retakeHold(tx: Tx, order: OrderRow, lines: readonly EventLine[]): Promise<boolean> {
  const wanted = lines
    .filter((line) => line.productId && line.variantId)
    .map((line) => ({ productId: line.productId!, variantId: line.variantId!, quantity: line.quantity }));
  try {
    await inSavepoint(tx, async (inner) => {
      if (await takeStock(inner, wanted)) throw new ShortOfStock();
    });
  } catch (error) {
    if (error instanceof ShortOfStock) return false;
    throw error;
  }
  // The shopper paid the discounted price; the use is counted again where the limit allows.
  if (order.discountId) await takeDiscountUse(tx, order.discountId);
  return true;
}

function paidWrites(tx: Tx, deps: EventDeps, { order, lines, customerHasDevices }: LockedPayment): SQLWrapper[] {
  recordChange(tx, 'order-paid');
  return [
    tx.update(orders).set({ ...PAID, paidAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, order.id)),
    firstOrderInsert(tx, order.email, order.id),
    ...(order.discountId
      ? [tx.insert(discountRedemptions).values({ discountId: order.discountId, orderId: order.id, customerId: order.customerId, amount: order.discount }).onConflictDoNothing()]
      : []),
    orderConfirmationInsert(tx, { ...order, ...PAID }, lines, deps.publicUrl),
    // The customer's devices hear it too (docs/decisions/0257-web-push-for-orders.md); a guest, and
    // a customer who never turned notifications on, has none to tell and no delivery to kick (0279).
    ...(customerHasDevices ? [paidPushInsert(tx, { ...order, ...PAID })].filter((write) => write !== null) : []),
    // A new order, for the team, once it is paid: unpaid ones may never become orders at all.
    notificationInsert(tx, {
      type: 'new_order',
      title: `New order #${order.number}`,
      body: `${formatMoney(order.total)} from ${order.email}${order.discountCode ? `, with code ${order.discountCode}` : ''}.`,
      link: `/admin/orders/${order.id}`,
    }),
  ];
}

async function applySucceeded(tx: Tx, deps: EventDeps, event: PaymentEvent, locked: LockedPayment): Promise<Effect> {
  const { payment, order, lines } = locked;
  const effect = (outcome: EventOutcome, writes: SQLWrapper[], report?: () => void): Effect => ({ outcome, paymentId: payment.id, writes, ...(report ? { report } : {}) });
  if (payment.status === 'succeeded' || payment.status === 'refunded') return effect('duplicate', []);
  if (event.amount !== payment.amount || event.currency?.toUpperCase() !== payment.currency.toUpperCase()) {
    const noted = tx
      .update(payments)
      .set({ lastError: `paid ${event.amount} ${event.currency}, expected ${payment.amount} ${payment.currency}`, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    return effect('amount-mismatch', [noted], () =>
      deps.log.error(
        { orderId: order.id, expected: [payment.amount, payment.currency], got: [event.amount, event.currency], eventId: event.id },
        'a payment succeeded for an amount or currency other than the order’s; not marked paid',
      ),
    );
  }
  const succeeded = tx.update(payments).set({ status: 'succeeded', lastError: null, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));

  const holdsStock = order.status === 'pending' && !order.stockReleasedAt;
  if (holdsStock || (await retakeHold(tx, order, lines))) return effect('paid', [succeeded, ...paidWrites(tx, deps, locked)]);
  // Paid, but the items are gone: the money goes back (the recovery job makes the refund at once).
  return effect('refund-owed', [
    succeeded,
    tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: sql`now()`, pendingOperation: 'refund', pendingSince: sql`now() - interval '1 day'`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id)),
    paidTooLateInsert(tx, order, lines, deps.publicUrl),
  ]);
}

function applyFailed(tx: Tx, deps: EventDeps, event: PaymentEvent, payment: PaymentRow, order: OrderRow): Effect {
  if (payment.status === 'succeeded' || payment.status === 'refunded') return { outcome: 'ignored', paymentId: payment.id, writes: [] };
  const writes: SQLWrapper[] = [
    tx
      .update(payments)
      .set({ status: 'requires_payment_method', lastError: event.failureMessage ?? 'The payment failed', updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id)),
  ];
  if (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
    writes.push(tx.update(orders).set({ paymentStatus: 'failed', updatedAt: sql`now()` }).where(eq(orders.id, order.id)));
  writes.push(
    notificationInsert(tx, {
      type: 'payment_failed',
      title: `Payment failed for order #${order.number}`,
      body: `${formatMoney(order.total)} from ${order.email}: ${event.failureMessage ?? 'the payment failed'}.`,
      link: `/admin/orders/${order.id}`,
    }),
  );
  // Reported once the event is recorded: a provider's retry of the same event is not a second decline.
  const report = () =>
    reportCheckoutFailure(deps.log, deps.metrics, { reason: 'card_declined', step: 'payment', customerId: order.customerId, orderId: order.id, providerMessage: event.failureMessage });
  return { outcome: 'failed', paymentId: payment.id, writes, report };
}

function effectOf(tx: Tx, deps: EventDeps, event: PaymentEvent, locked: LockedPayment | undefined): Effect | Promise<Effect> {
  if (event.kind === 'ignored' || !event.paymentIntentId) return { outcome: 'ignored', paymentId: null, writes: [] };
  if (!locked)
    return {
      outcome: 'unknown-payment',
      paymentId: null,
      writes: [],
      report: () => deps.log.warn({ eventId: event.id, intent: event.paymentIntentId }, 'payment event for an intent this shop did not create'),
    };
  return event.kind === 'payment_succeeded' ? applySucceeded(tx, deps, event, locked) : applyFailed(tx, deps, event, locked.payment, locked.order);
}

/**
 * Decides, on the locked rows, which event to apply: throwing refuses it (nothing is written),
 * null means there is nothing to apply (nothing is recorded).
 */
export type EventFor = (locked: LockedPayment | undefined) => PaymentEvent | null;

/**
 * Applies the event `eventFor` makes of the payment at `at`, locked (no lock when `at` is null: an
 * event that names no intent). Answers the event's outcome, or null when `eventFor` had none.
 */
export async function applyPaymentEventAt(deps: EventDeps, provider: ProviderName, at: PaymentAt | null, eventFor: EventFor): Promise<EventOutcome | null> {
  try {
    return await deps.store.write(async (tx) => {
      const locked = at ? await lockOrderOf(tx, provider, at) : undefined;
      const event = eventFor(locked);
      if (!event) return null;
      const effect = await effectOf(tx, deps, event, locked);
      // Linked to its payment at once: the foreign key's share lock falls on a row this transaction
      // holds already, so it waits for no one (taken before the order's, it could deadlock).
      const record = tx
        .insert(paymentEvents)
        .values({ provider, eventId: event.id, type: event.type, paymentId: effect.paymentId, payload: event.payload as object })
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
        .returning({ id: paymentEvents.id });
      // The last statement, its COMMIT with it (decision 0246): it refuses itself when the record
      // was there already, which undoes every write that rode with it.
      const recordedOnce = (written: SQL[]) => sql`select ${refuseUnless(sql`exists (select from ${written.at(-1)!})`, sql`json_build_object('seenBefore', true)`)} as fresh`;
      await lastStatement(tx, withWrites(recordedOnce, [...effect.writes, record])).catch((error: unknown) => {
        throw refusalOf(error) ? new SeenBefore() : error;
      });
      effect.report?.();
      return effect.outcome;
    });
  } catch (error) {
    if (error instanceof SeenBefore) return 'duplicate';
    throw error;
  }
}

/** Applies an event as the provider sent it (a webhook) or as a status check found it. */
export async function applyPaymentEvent(deps: EventDeps, provider: ProviderName, event: PaymentEvent): Promise<EventOutcome> {
  const at = event.kind !== 'ignored' && event.paymentIntentId ? { intentId: event.paymentIntentId } : null;
  return (await applyPaymentEventAt(deps, provider, at, () => event))!;
}
