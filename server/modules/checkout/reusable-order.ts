/**
 * The unpaid order a checkout answers instead of placing another (docs/decisions/0255-abandoned-checkouts.md).
 * A shopper who reaches Payment and leaves (a new visit, or a change to the bag) comes back to the
 * order they left, so abandoning checkout never piles up unpaid orders that hold stock and codes.
 *
 * Which one: the customer's newest order that is unpaid and still holding its stock and code (its
 * reservation not run out), with no operation under way (a refund, an expiry) and no payment
 * being confirmed (an intent the provider reports processing or needing the shopper's action, or
 * already succeeded). create-order reads it after the customer's row lock, locked itself, so one
 * customer's checkouts see each other's; validate reads it unlocked, to price the bag as the
 * order would be revised (its own stock and code count as the shopper's).
 */
import { and, desc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, payments, type OrderRow, type PaymentRow } from '../../db/schema';
import { type UnpaidHoldings, unpaidHoldingsOf } from './order-limits';

/** A line of the order as it holds stock: units of a size (null once the size was deleted). */
export interface HeldLine {
  productId: string | null;
  variantId: string | null;
  quantity: number;
  unitPrice: number;
}

export interface ReusableOrder {
  order: OrderRow;
  /** Its payment intent, if a payment was started (possibly cancelled by an earlier revision). */
  payment: PaymentRow | null;
  lines: HeldLine[];
  /** What the customer's other unpaid orders hold, for the allowance (order-limits.ts). */
  others: UnpaidHoldings;
}

/** Intent states of a payment no one is confirming: never tried, declined, or cancelled by a revision. */
const IDLE_PAYMENT = ['requires_payment_method', 'failed', 'canceled'] as const;

/**
 * The customer's reusable order, or null. `lock`: in create-order's transaction, locked for the
 * revision (order first, as every writer takes them); `passing`: orders not to reuse (their
 * payment turned out to be under way when its intent was to be cancelled).
 */
/** Which of the customer's orders may be reused (payments joined on the order): the rule above, in one place. */
const reusableCondition = (customerId: string, passing: readonly string[]) =>
  and(
    eq(orders.customerId, customerId),
    sql`${orders.status} = 'pending' and ${orders.paymentStatus} <> 'paid'`,
    isNull(orders.stockReleasedAt),
    gt(orders.reservedUntil, sql`now()`),
    isNull(orders.pendingOperation),
    or(isNull(payments.id), inArray(payments.status, [...IDLE_PAYMENT])),
    passing.length > 0 ? notInArray(orders.id, [...passing]) : undefined,
  );

/**
 * Whether the customer has a reusable order, as an SQL condition to read beside something else:
 * create-order asks it with the customer's row lock, and again in its placing statement, which
 * refuses itself when one appeared meanwhile (a concurrent checkout of the same customer).
 */
export const hasReusableOrder = (customerId: string) =>
  sql<boolean>`exists (select from ${orders} left join ${payments} on ${payments.orderId} = ${orders.id} where ${reusableCondition(customerId, [])})`;

export async function reusableOrderOf(db: DbOrTx, customerId: string, options: { lock?: boolean; passing?: readonly string[] } = {}): Promise<ReusableOrder | null> {
  const passing = options.passing ?? [];
  const query = db
    .select({
      order: orders,
      payment: payments,
      lines: sql<HeldLine[]>`coalesce((
        select json_agg(json_build_object('productId', l.product_id, 'variantId', l.variant_id, 'quantity', l.quantity, 'unitPrice', l.unit_price))
        from ${orderLines} l where l.order_id = ${orders.id}), '[]'::json)`,
      held: unpaidHoldingsOf(customerId),
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(reusableCondition(customerId, passing))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(1);
  const [found] = options.lock ? await query.for('update', { of: orders }) : await query;
  if (!found) return null;
  const { order, payment, lines, held } = found;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return { order, payment, lines, others: { orders: held.orders - 1, units: held.units - units, subtotal: held.subtotal - order.subtotal } };
}

/** Units of each size the order holds, which a revision of it may keep (bag.ts counts them as available). */
export function heldUnitsOf(reusable: ReusableOrder | null): Map<string, number> {
  const held = new Map<string, number>();
  for (const line of reusable?.lines ?? []) if (line.variantId) held.set(line.variantId, (held.get(line.variantId) ?? 0) + line.quantity);
  return held;
}
