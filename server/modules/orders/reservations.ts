/**
 * An unpaid order holds its stock and its code's use until `reserved_until` (ORDER_RESERVATION_MINUTES
 * after it was placed). After that the sweeper gives them back, exactly once, as an order operation
 * (operations.ts): the order is marked, the provider is asked to cancel the payment intent so it can
 * no longer be paid, and only then is the order cancelled and its stock released. If the shopper paid
 * in the meantime, the provider says so and the order is kept for the payment to land on.
 *
 * The sweeper claims due orders with FOR UPDATE SKIP LOCKED, and the operation's mark admits one
 * process per order, so any number of server processes can sweep one database.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { orders, payments, type OrderRow } from '../../db/schema';
import { claimBatch } from '../../jobs/claim';
import type { Job } from '../../jobs/runner';
import { conflict, HttpError } from '../../lib/http-errors';
import { type Operation, type OperationDeps, runOperation } from './operations';
import { releaseOrderStock } from './stock';

export const RESERVATION_JOB = 'order-reservations';

const isDue = (order: OrderRow, now = new Date()) =>
  order.status === 'pending' &&
  order.paymentStatus !== 'paid' &&
  order.stockReleasedAt === null &&
  order.reservedUntil !== null &&
  order.reservedUntil <= now;

export const expireReservation: Operation<'canceled' | 'succeeded'> = {
  kind: 'expire',
  admit(order) {
    if (!isDue(order)) throw conflict('This order’s reservation has not run out');
  },
  call: async (provider, _order, payment) =>
    payment && payment.status !== 'succeeded' ? provider.cancelIntent(payment.providerPaymentId) : 'canceled',
  async settle(tx, order, payment, outcome) {
    // Paid after all (the provider would not cancel), or paid while the call was out: keep it.
    if (outcome === 'succeeded' || order.paymentStatus === 'paid') return;
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await releaseOrderStock(tx, order.id);
    if (payment) await tx.update(payments).set({ status: 'canceled', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
  },
};

/**
 * Lapses these orders now, in the caller's transaction, if their reservations have run out and the
 * sweeper has not come by: checkout does, when a lapsed order still holds a use of the code a
 * shopper is about to take (docs/decisions/0255-abandoned-checkouts.md). It does what
 * `expireReservation.settle` does (cancelled, stock and code given back) and leaves the provider
 * call to the recovery job: the order is marked `expire` as if its process had died mid-operation,
 * so the job cancels the intent within a minute. A shopper who pays in that minute is the case
 * every expired reservation has: the payment takes the stock again or is refunded (decision 0052).
 */
export async function lapseReservations(tx: Tx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const lapsed = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, pendingOperation: 'expire', pendingSince: sql`now() - interval '1 day'`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(orders.id, [...orderIds]),
        sql`${orders.status} = 'pending' and ${orders.paymentStatus} <> 'paid'`,
        isNull(orders.stockReleasedAt),
        isNull(orders.pendingOperation),
        lte(orders.reservedUntil, sql`now()`),
      ),
    )
    .returning({ id: orders.id });
  for (const { id } of lapsed) await releaseOrderStock(tx, id);
}

const SWEEP_BATCH = 20;

/** Unpaid reservations past their time, oldest first, locked for the sweep (orders_open_reservation_idx serves it). */
export function expiredReservationsClaim(db: DbOrTx, size: number) {
  return claimBatch(
    db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          // Literals, not parameters: the planner matches them to the index's own condition.
          sql`${orders.status} = 'pending' and ${orders.paymentStatus} <> 'paid'`,
          isNull(orders.stockReleasedAt),
          isNull(orders.pendingOperation),
          lt(orders.reservedUntil, sql`now()`),
        ),
      )
      .orderBy(asc(orders.reservedUntil))
      .$dynamic(),
    size,
  );
}

export function reservationSweeperJob(deps: OperationDeps & { log: FastifyBaseLogger }): Job {
  return {
    name: RESERVATION_JOB,
    everyMs: 30_000,
    async runOnce() {
      const due = await deps.store.write((tx) => expiredReservationsClaim(tx, SWEEP_BATCH));
      for (const { id } of due) {
        try {
          await runOperation(deps, expireReservation, id);
        } catch (error) {
          // 409: another process got there first, or the order was paid meanwhile.
          if (!(error instanceof HttpError && error.statusCode === 409))
            deps.log.warn({ err: error, orderId: id }, 'an expired reservation could not be released yet; will retry');
        }
      }
      return due.length === SWEEP_BATCH;
    },
  };
}
