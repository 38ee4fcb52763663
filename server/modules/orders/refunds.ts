/**
 * Giving a paid order's money back through the provider that took it, in one refund or several
 * (docs/decisions/0232-partial-refunds.md). The provider call happens between the two transactions
 * of an order operation (operations.ts); these are its pieces, shared by the admin's refund, the
 * customer's cancellation and the shop's own refund of a payment it cannot fill:
 *
 * - `recordPendingRefund`, in the intent's transaction: the refund's row in `refunds`, pending.
 *   Its id is the provider's idempotency key, so a repeated or recovered call refunds once.
 * - `refundAtProvider`, outside any transaction: the call, for the pending row's amount.
 * - `settleRefund`, in the settling transaction: the row succeeded, the payment's refunded pence
 *   raised by a conditional update that never passes what was paid, the chosen units restocked
 *   (only units not restocked before), and payment and order marked refunded once nothing is left.
 * - `abandonRefund`, when the provider refused: the row failed, nothing else changed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { unitsLeft } from '#domain/refunds';
import type { DbOrTx, Tx } from '../../db/client';
import { restockSizes } from './stock';
import { orderLines, orders, payments, type RefundLineRecord, refunds, type OrderRow, type PaymentRow, type RefundRow } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import type { PaymentProvider } from '../payments';
import type { Operation } from './operations';
import { queueRefundPush } from './status-pushes';

export interface RefundResult {
  provider: string;
  /** Pence given back by this refund. */
  amount: number;
  /** The refund's row; null for a refund marked before refunds had rows (settled as what remained). */
  refundId: string | null;
  providerRefundId: string;
}

/** What one refund gives back and who asked: the pending row's contents. */
export interface RefundAsk {
  amount: number;
  lines: RefundLineRecord[];
  note?: string | null;
  admin?: { id: string; name: string } | null;
  requestKey?: string | null;
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

/** Pence of the payment not refunded yet. */
export const leftToRefund = (payment: PaymentRow): number => payment.amount - payment.refundedAmount;

/** The order's lines in the order the refund rule shares the total over (src/domain/refunds.ts), with units refunded so far. */
export async function refundableLines(db: DbOrTx, orderId: string) {
  const [lines, done] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.name), asc(orderLines.id)),
    db.select({ lines: refunds.lines }).from(refunds).where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded']))),
  ]);
  const refunded = new Map<string, number>();
  for (const refund of done) for (const line of refund.lines) refunded.set(line.orderLineId, (refunded.get(line.orderLineId) ?? 0) + line.quantity);
  return lines.map((line) => ({ ...line, refunded: refunded.get(line.id) ?? 0 }));
}

/** Everything not refunded yet: every unit left of every line, and the pence left (shipping's share included). */
export async function whatRemains(db: DbOrTx, order: OrderRow, payment: PaymentRow, restock: boolean): Promise<RefundAsk> {
  const lines = await refundableLines(db, order.id);
  return {
    amount: leftToRefund(payment),
    // Amounts per line are left at 0: this refund is of the whole remainder, not priced line by line.
    lines: lines
      .filter((line) => unitsLeft(line) > 0)
      .map((line) => ({ orderLineId: line.id, name: line.name, quantity: unitsLeft(line), restock, amount: 0 })),
  };
}

export async function recordPendingRefund(tx: Tx, order: OrderRow, ask: RefundAsk): Promise<void> {
  await tx.insert(refunds).values({
    orderId: order.id,
    amount: ask.amount,
    lines: ask.lines,
    note: ask.note ?? null,
    adminId: ask.admin?.id ?? null,
    adminName: ask.admin?.name ?? null,
    requestKey: ask.requestKey ?? null,
  });
}

export async function pendingRefundOf(db: DbOrTx, orderId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
  return row ?? null;
}

/**
 * The provider call for the order's pending refund. A mark without a pending row was made before
 * refunds had rows: it refunds what remains under the key that version used, one per order, so a
 * refund it had already made is answered again rather than made twice.
 */
export async function refundAtProvider(provider: PaymentProvider, db: DbOrTx, order: OrderRow, payment: PaymentRow): Promise<RefundResult> {
  const pending = await pendingRefundOf(db, order.id);
  const amount = pending ? pending.amount : leftToRefund(payment);
  const idempotencyKey = pending ? `verdant-refund-${pending.id}` : `verdant-refund-${order.id}`;
  const { id } = await provider.refund({ paymentIntentId: payment.providerPaymentId, orderId: order.id, amount, idempotencyKey });
  return { provider: payment.provider, amount, refundId: pending?.id ?? null, providerRefundId: id };
}

/** The provider refused: the pending row is kept, failed, with the provider's sentence. */
export async function abandonRefund(tx: Tx, order: OrderRow, error: unknown): Promise<void> {
  await tx
    .update(refunds)
    .set({ status: 'failed', failure: (error instanceof Error ? error.message : 'The payment provider refused the refund').slice(0, 300), settledAt: sql`now()` })
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'pending')));
}

/**
 * Puts the chosen units back on the shelf, each line's only as far as it was not restocked before
 * (by an earlier refund or a cancellation); the order's row lock keeps two of these apart. Sizes
 * are updated in id order, the order checkout locks them in (orders/stock.ts).
 */
async function restockLines(tx: Tx, lines: readonly RefundLineRecord[]): Promise<void> {
  const back = new Map<string, { productId: string; quantity: number }>();
  for (const line of lines) {
    if (!line.restock || line.quantity <= 0) continue;
    const [row] = await tx
      .select({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity, restocked: orderLines.restockedQuantity })
      .from(orderLines)
      .where(eq(orderLines.id, line.orderLineId));
    const added = row ? Math.min(line.quantity, row.quantity - row.restocked) : 0;
    if (!row || added <= 0) continue;
    await tx.update(orderLines).set({ restockedQuantity: sql`${orderLines.restockedQuantity} + ${added}` }).where(eq(orderLines.id, line.orderLineId));
    if (row.productId && row.variantId) back.set(row.variantId, { productId: row.productId, quantity: (back.get(row.variantId)?.quantity ?? 0) + added });
  }
  await restockSizes(tx, [...back].map(([variantId, { productId, quantity }]) => ({ variantId, productId, quantity })));
}

export interface Settled {
  refund: RefundRow;
  /** Nothing is left to refund: payment and order are now refunded. */
  inFull: boolean;
}

/**
 * Records the provider's refund. `unrecorded` says what a refund without a row (marked before
 * refunds had rows) gave back, so it gets one now.
 */
export async function settleRefund(
  tx: Tx,
  order: OrderRow,
  payment: PaymentRow,
  result: RefundResult,
  unrecorded: { restock: boolean },
): Promise<Settled> {
  let refund: RefundRow | undefined;
  if (result.refundId) {
    [refund] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId: result.providerRefundId, settledAt: sql`now()` })
      .where(and(eq(refunds.id, result.refundId), eq(refunds.status, 'pending')))
      .returning();
  } else {
    const ask = await whatRemains(tx, order, payment, unrecorded.restock);
    [refund] = await tx
      .insert(refunds)
      .values({ orderId: order.id, amount: result.amount, lines: ask.lines, status: 'succeeded', providerRefundId: result.providerRefundId, settledAt: sql`now()` })
      .returning();
  }
  if (!refund) throw new Error(`refund ${result.refundId} of order ${order.id} was no longer pending when it settled`);
  // Never more back than was paid, whatever ran before: the database holds it (and its CHECK too).
  const [paid] = await tx
    .update(payments)
    .set({
      refundedAmount: sql`${payments.refundedAmount} + ${refund.amount}`,
      status: sql`case when ${payments.refundedAmount} + ${refund.amount} = ${payments.amount} then 'refunded' else ${payments.status} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.id, payment.id), sql`${payments.refundedAmount} + ${refund.amount} <= ${payments.amount}`))
    .returning({ refundedAmount: payments.refundedAmount, amount: payments.amount });
  if (!paid) throw new Error(`refund ${refund.id} of order ${order.id} would return more than was paid`);
  const inFull = paid.refundedAmount === paid.amount;
  if (inFull)
    await tx.update(orders).set({ paymentStatus: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  // Stock last, as before partial refunds: the order's figures are settled before any product row is locked.
  await restockLines(tx, refund.lines);
  return { refund, inFull };
}

/** The pending row of an operation that refunds whatever remains (a cancellation, the shop's own refund). */
export const prepareWhatRemains =
  (restock: boolean) =>
  async (tx: Tx, order: OrderRow, payment: PaymentRow | null): Promise<void> =>
    recordPendingRefund(tx, order, await whatRemains(tx, order, requirePayment(order, payment), restock));

/**
 * Refunds a paid order in full and leaves its status and stock as they are (a payment that arrived
 * for an order whose reservation had expired and whose stock was gone).
 */
export const refundPaidOrder: Operation<RefundResult> = {
  kind: 'refund',
  admit: (order, payment, provider) => assertRefundable(order, payment, provider),
  prepare: prepareWhatRemains(false),
  call: (provider, order, payment, db) => refundAtProvider(provider, db, order, requirePayment(order, payment)),
  abandon: abandonRefund,
  settle: async (tx, order, payment, result) => {
    const { refund, inFull } = await settleRefund(tx, order, requirePayment(order, payment), result, { restock: false });
    // Its email went with the payment (checkout's paid-too-late notice); the devices hear once the money is back.
    const after = { ...order, paymentStatus: inFull ? 'refunded' : order.paymentStatus };
    await queueRefundPush(tx, after, { refundId: refund.id, amount: refund.amount, inFull, cancelsOrder: false });
  },
};
