/**
 * The orders that hold a code right now, for the rules that count its uses (discount-rules.ts) and
 * for saying who holds it (docs/decisions/0255-abandoned-checkouts.md).
 *
 * A use is held by an order that has it and was not given up: paid (a redemption), or unpaid and
 * still holding its reservation. An unpaid order past its reservation has lapsed, even before the
 * sweeper cancels it, so its use counts as free; checkout then lapses it at once (orders'
 * `lapseReservations`) before taking the use, because the counter it frees is the database's.
 * When the buyer's own unpaid order holds what blocks them, the refusal names it.
 */
import { and, asc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/** Orders that count as "an order" for first-order and once-per-customer rules: paid, or unpaid and not given up or lapsed. */
export const LIVE_ORDER = or(
  inArray(orders.paymentStatus, ['paid', 'refunded']),
  and(eq(orders.status, 'pending'), isNull(orders.stockReleasedAt), gt(orders.reservedUntil, sql`now()`)),
)!;

/** An unpaid order still holding its stock and its code's use, lapsed or not (the sweeper has not released it). */
const UNRELEASED_UNPAID = sql`${orders.status} = 'pending' and ${orders.paymentStatus} <> 'paid' and ${orders.stockReleasedAt} is null`;

export interface UnpaidHold {
  orderId: string;
  number: number;
  customerId: string | null;
  lapsed: boolean;
}

/** The unpaid orders holding a use of the code, oldest first (a code at its limit has few). */
export async function unpaidHoldsOf(db: DbOrTx, discountId: string): Promise<UnpaidHold[]> {
  return db
    .select({ orderId: orders.id, number: orders.number, customerId: orders.customerId, lapsed: sql<boolean>`${orders.reservedUntil} <= now()` })
    .from(orders)
    .where(and(eq(orders.discountId, discountId), UNRELEASED_UNPAID))
    .orderBy(asc(orders.createdAt));
}

/** One of the buyer's live orders matching `which`, other than the one being revised, with whether it is unpaid. */
export async function liveOrdersOf(db: DbOrTx, customerId: string, which: SQL | undefined, exceptOrderId: string | undefined) {
  return db
    .select({ number: orders.number, unpaid: sql<boolean>`${orders.paymentStatus} not in ('paid', 'refunded')`, discountId: orders.discountId })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), LIVE_ORDER, which, exceptOrderId ? ne(orders.id, exceptOrderId) : undefined))
    .orderBy(asc(orders.createdAt));
}

/** The refusal that names the buyer's own unpaid order holding the code. */
export const heldByYourOrder = (code: string, number: number) =>
  `Discount code ${code} is held by your unpaid order #${number}. Pay for it or cancel it to use the code on a new order.`;
