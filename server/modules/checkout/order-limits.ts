/**
 * How much an order may be, and how much one customer's unpaid orders may hold (decision 0213).
 *
 * An unpaid order takes its stock off the shelf for the whole reservation: without a bound, one new
 * account's order of 2,311 units emptied most of the catalogue for 30 minutes, and many accounts
 * could keep it empty. So a bag is refused at validate when no one could order it (too many of one
 * product, too many items, too much money, or less than a card can be charged), and create-order
 * refuses an order that would take the customer's unpaid orders past their allowance. The second
 * check runs under the customer's row lock (create-order.ts), so one customer's concurrent
 * checkouts count each other.
 */
import { type SQL, sql } from 'drizzle-orm';
import { formatMoney } from '#domain/money';
import { AT_MOST_ITEMS, MAX_ITEMS_PER_ORDER, MAX_UNITS_PER_PRODUCT } from '#domain/order-limits';
import { MIN_ORDER_TOTAL } from '#domain/pricing';
import { HttpError } from '../../lib/http-errors';
import { CheckoutRefusal } from './refusal';

export { MAX_UNITS_PER_PRODUCT };
/** Items held by a customer's unpaid orders together (one order included): as many as one order may hold. */
export const MAX_UNPAID_UNITS = MAX_ITEMS_PER_ORDER;
/** Subtotal of a customer's unpaid orders together, in pence (£2,500: well above free shipping's £1,000). */
export const MAX_UNPAID_SUBTOTAL = 250_000;
/** Unpaid orders one customer may have open at once. */
export const MAX_UNPAID_ORDERS = 3;

const CONTACT_US = 'For a larger order, please contact us.';

export const ORDER_TOO_SMALL = `An order must come to at least ${formatMoney(MIN_ORDER_TOTAL)} to be paid by card`;

/** Throws (422) unless some customer could order this bag: its own size and total. */
export function assertBagWithinLimits(
  lines: ReadonlyArray<{ product: { id: string; name: string }; quantity: number }>,
  pricing: { subtotal: number; total: number },
): void {
  // Per product, all its sizes together (decision 0249): two sizes are not twice the allowance.
  const perProduct = new Map<string, { name: string; units: number }>();
  for (const { product, quantity } of lines) {
    const seen = perProduct.get(product.id) ?? { name: product.name, units: 0 };
    perProduct.set(product.id, { ...seen, units: seen.units + quantity });
  }
  const large = [...perProduct.values()].find((product) => product.units > MAX_UNITS_PER_PRODUCT);
  if (large) throw new HttpError(422, `You can order at most ${MAX_UNITS_PER_PRODUCT} of ${large.name} at a time. ${CONTACT_US}`);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > MAX_ITEMS_PER_ORDER) throw new HttpError(422, `${AT_MOST_ITEMS} ${CONTACT_US}`);
  if (pricing.subtotal > MAX_UNPAID_SUBTOTAL)
    throw new HttpError(422, `An order can come to at most ${formatMoney(MAX_UNPAID_SUBTOTAL)} before shipping and tax. ${CONTACT_US}`);
  if (pricing.total < MIN_ORDER_TOTAL) throw new HttpError(422, ORDER_TOO_SMALL);
}

/** What a customer's unpaid orders hold: orders still pending whose stock is still taken. */
export interface UnpaidHoldings {
  orders: number;
  units: number;
  subtotal: number;
}

/**
 * The customer's unpaid holdings as one column, to read beside something else in one statement
 * (create-order reads it with the bag's products). It must be read after the customer's row lock,
 * in a statement of its own snapshot: a read begun before the lock would miss the order a
 * concurrent checkout of the same customer just placed.
 */
export const unpaidHoldingsOf = (customerId: string) => sql<UnpaidHoldings>`(
  select json_build_object(
    'orders', count(*),
    'units', coalesce(sum((select sum(line.quantity) from order_lines line where line.order_id = unpaid.id)), 0),
    'subtotal', coalesce(sum(unpaid.subtotal), 0))
  from orders unpaid
  where unpaid.customer_id = ${customerId} and unpaid.status = 'pending' and unpaid.payment_status <> 'paid' and unpaid.stock_released_at is null
)`;

/**
 * The allowance as a condition in SQL on holdings read by `unpaidHoldingsOf`, for create-order's
 * statement, which must refuse itself (its COMMIT travels with it, decision 0246). The same rule as
 * `assertUnpaidWithinLimits` below, which words the refusal: tests/server/order-limits.test.ts holds
 * the two to the same answers.
 */
export const unpaidWithinLimits = (held: SQL, order: { units: number; subtotal: number }) => sql<boolean>`(
  (${held}->>'orders')::bigint = 0 or (
    (${held}->>'orders')::bigint < ${MAX_UNPAID_ORDERS}::int
    and (${held}->>'units')::bigint + ${order.units}::int <= ${MAX_UNPAID_UNITS}::int
    and (${held}->>'subtotal')::bigint + ${order.subtotal}::int <= ${MAX_UNPAID_SUBTOTAL}::int))`;

/** Throws (409) when this order would take the customer's unpaid orders past their allowance. */
export function assertUnpaidWithinLimits(held: UnpaidHoldings, order: { units: number; subtotal: number }): void {
  if (held.orders === 0) return;
  const payFirst = 'Please pay for or cancel an unpaid order first.';
  const refuse = (message: string) => new CheckoutRefusal(409, `${message} ${payFirst}`, 'customer_hold_limit');
  if (held.orders >= MAX_UNPAID_ORDERS) throw refuse(`You already have ${held.orders} unpaid orders.`);
  if (held.units + order.units > MAX_UNPAID_UNITS) throw refuse(`Your unpaid orders already hold ${held.units} items, and they may hold ${MAX_UNPAID_UNITS} together.`);
  if (held.subtotal + order.subtotal > MAX_UNPAID_SUBTOTAL)
    throw refuse(`Your unpaid orders already come to ${formatMoney(held.subtotal)}, and they may come to ${formatMoney(MAX_UNPAID_SUBTOTAL)} together.`);
}
