/**
 * A checkout that finds the customer's unpaid order (reusable-order.ts) answers it instead of
 * placing another (docs/decisions/0255-abandoned-checkouts.md): as it is when the bag is the same,
 * revised when the bag, the addresses or the code changed. The order keeps its id and number.
 *
 * A revision is one transaction, under the customer's row lock and the order's: the stock it holds
 * is changed by the difference (sizes removed or reduced given back, sizes added or increased taken
 * with the same conditional take as a new order, all locked in one id order), the code's use and
 * the first-order claim follow the code, the lines and totals are rewritten and the reservation
 * starts again. Any refusal (stock, code, allowance) rolls all of it back: the order stays as it was.
 *
 * The order's payment intent was made for its old total. A changed total must never let it pay
 * the revised order, so the intent is cancelled at the provider first, outside any transaction
 * (docs/decisions/0050-provider-calls-outside-transactions.md): the revision throws `StaleIntent`,
 * `retiringStaleIntents` cancels it and marks the payment cancelled, and the checkout runs again;
 * the payment call then makes a new intent under a key with the payment's revision in it
 * (payment-intents.ts). An intent the provider will not cancel is being paid: that order is left
 * to its payment and the checkout places a new one.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { CreatedOrder } from '#contracts/checkout';
import { queryRows, type Tx } from '../../db/client';
import { withWrites } from '../../db/one-statement';
import { orderLines, orders, productVariants } from '../../db/schema';
import { claimFirstOrder, DiscountRefusal, giveBackDiscountUse, releaseFirstOrderClaim, takeDiscountUse } from '../discounts';
import { lapseReservations, takeStock, type StockLine } from '../orders';
import type { PaymentProvider } from '../payments';
import type { Store } from '../../db/unit-of-work';
import { assertInStock, type PricedBag, stockGone } from './bag';
import { type CheckoutOutcome, toCreated } from './created-order';
import type { OrderRequest } from './create-order';
import { assertWithinNetworkHolds } from './network-holds';
import { assertUnpaidWithinLimits } from './order-limits';
import { retireIntent } from './payment-intents';
import { heldUnitsOf, type ReusableOrder } from './reusable-order';

/** Thrown inside the revision's transaction (which rolls back) when the order's intent is for another total. */
export class StaleIntent extends Error {
  constructor(
    readonly orderId: string,
    readonly paymentId: string,
    readonly intentId: string,
  ) {
    super('the order’s payment intent is for its total before this revision');
  }
}

/** Runs a checkout, cancelling a stale intent outside its transaction and running it again. */
export async function retiringStaleIntents<T>(deps: { store: Store; payments: PaymentProvider }, attempt: (passing: readonly string[]) => Promise<T>): Promise<T> {
  const passing: string[] = [];
  const retried = new Set<string>();
  for (;;) {
    try {
      return await attempt(passing);
    } catch (error) {
      if (!(error instanceof StaleIntent)) throw error;
      // A second stale intent on one order (its payment changed under the first): leave the order be.
      const outcome = retried.has(error.orderId) ? 'again' : await retireIntent(deps, error);
      retried.add(error.orderId);
      if (outcome !== 'canceled') passing.push(error.orderId);
    }
  }
}

/** A first-order code's claim on the buyer's mailbox for this order, or the code's refusal. */
export async function claimMailbox(tx: Tx, bag: PricedBag, email: string, orderId: string, heldUntil: Date | SQL): Promise<void> {
  if (!bag.discount?.firstOrderOnly) return;
  if (!(await claimFirstOrder(tx, email, orderId, heldUntil))) throw new DiscountRefusal(`Discount code ${bag.discount.code} is for a first order only`);
}

/** JSON with its keys in one order, so two addresses compare by what they say. */
const canonical = (value: object) => JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));

/** Whether the order already is what the bag would make: lines, prices, code, totals and addresses. */
function isSameOrder({ order, lines }: ReusableOrder, request: OrderRequest, bag: PricedBag): boolean {
  const key = (variantId: string | null, quantity: number, unitPrice: number) => `${variantId}:${quantity}:${unitPrice}`;
  const had = lines.map((line) => key(line.variantId, line.quantity, line.unitPrice)).sort();
  const wants = bag.lines.map((line) => key(line.variant.id, line.quantity, line.unitPrice)).sort();
  const { pricing } = bag;
  return (
    had.join() === wants.join() &&
    order.discountId === (bag.discount?.id ?? null) &&
    order.subtotal === pricing.subtotal &&
    order.shipping === pricing.shipping &&
    order.tax === pricing.tax &&
    order.discount === pricing.discount &&
    order.total === pricing.total &&
    canonical(order.shippingAddress) === canonical(request.shippingAddress) &&
    canonical(order.billingAddress) === canonical(request.billingAddress)
  );
}

/** What the order must take (positive) or give back (negative) of each size to hold the bag. */
function stockDifference(reusable: ReusableOrder, bag: PricedBag): StockLine[] {
  const held = heldUnitsOf(reusable);
  const productOf = new Map(reusable.lines.flatMap((line) => (line.variantId && line.productId ? [[line.variantId, line.productId] as const] : [])));
  const difference = new Map<string, StockLine>();
  for (const [variantId, quantity] of held) {
    const productId = productOf.get(variantId);
    if (productId) difference.set(variantId, { productId, variantId, quantity: -quantity });
  }
  for (const line of bag.lines) {
    const before = difference.get(line.variant.id)?.quantity ?? 0;
    difference.set(line.variant.id, { productId: line.product.id, variantId: line.variant.id, quantity: before + line.quantity });
  }
  return [...difference.values()].filter((line) => line.quantity !== 0);
}

/** Changes the stock the order holds; a size short refuses as a new order's would, counting what the order held. */
async function changeHeldStock(tx: Tx, reusable: ReusableOrder, bag: PricedBag): Promise<void> {
  const difference = stockDifference(reusable, bag);
  if (difference.length === 0) return;
  const short = await takeStock(tx, difference);
  if (!short) return;
  // Another checkout (or an admin) changed it between the bag's read and the take: say what is left.
  const [size] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, short));
  const line = bag.lines.find((l) => l.variant.id === short)!;
  assertInStock(line, (size?.stock ?? 0) + (heldUnitsOf(reusable).get(short) ?? 0), line.quantity);
  throw stockGone(line);
}

/** The code's use follows the code: the old one's given back, the new one's taken (or refused). */
async function changeCodeUse(tx: Tx, reusable: ReusableOrder, bag: PricedBag): Promise<void> {
  const before = reusable.order.discountId;
  const after = bag.discount?.id ?? null;
  if (before === after) return;
  if (before) await giveBackDiscountUse(tx, before);
  if (bag.discount && !(await takeDiscountUse(tx, bag.discount.id))) throw new DiscountRefusal(`Discount code ${bag.discount.code} has already been used`);
}

export interface Revising {
  customer: { id: string; email: string; network: string };
  request: OrderRequest;
  bag: PricedBag;
  reusable: ReusableOrder;
  idempotencyKey: string | null;
  reservationMinutes: number;
}

/** Answers the reusable order for this bag, revising it when the bag changed. */
export async function reviseOrder(tx: Tx, revising: Revising): Promise<{ order: CreatedOrder; outcome: CheckoutOutcome }> {
  const { customer, request, bag, reusable } = revising;
  const { order, payment } = reusable;
  if (isSameOrder(reusable, request, bag))
    return { order: toCreated({ ...order, reservedUntil: order.reservedUntil ?? order.createdAt }), outcome: 'reused' };

  const units = bag.lines.reduce((sum, line) => sum + line.quantity, 0);
  // A revision adds no order: only what the customer's unpaid orders hold together is checked.
  assertUnpaidWithinLimits({ ...reusable.others, orders: Math.min(reusable.others.orders, 1) }, { units, subtotal: bag.pricing.subtotal });
  await lapseReservations(tx, bag.lapsedHolds);
  await changeHeldStock(tx, reusable, bag);
  // The revised order holds for the network it comes from now, within that network's caps.
  await assertWithinNetworkHolds(tx, customer.network, bag, order.id);
  await changeCodeUse(tx, reusable, bag);
  const { pricing, discount } = bag;
  // The reservation starts again; the first-order claim follows the code and the reservation.
  const reservedUntil = sql`now() + make_interval(mins => ${revising.reservationMinutes}::int)`;
  if (discount?.firstOrderOnly) await claimMailbox(tx, bag, customer.email, order.id, reservedUntil);
  else if (order.discountId) await releaseFirstOrderClaim(tx, order.id);
  // Only once the stock and the code said yes, so a refused revision leaves the intent alone too;
  // the throw rolls back what they took, and the revision runs again once the intent is cancelled.
  if (payment && payment.amount !== bag.pricing.total && payment.status !== 'canceled') throw new StaleIntent(order.id, payment.id, payment.providerPaymentId);

  const update = tx
    .update(orders)
    .set({
      subtotal: pricing.subtotal,
      shipping: pricing.shipping,
      tax: pricing.tax,
      discount: pricing.discount,
      total: pricing.total,
      discountId: discount?.id ?? null,
      discountCode: discount?.code ?? null,
      shippingAddress: request.shippingAddress,
      billingAddress: request.billingAddress,
      idempotencyKey: revising.idempotencyKey ?? order.idempotencyKey,
      reservedUntil,
      clientAddress: customer.network,
      // A new intent will be made for the new total: the old one's decline is history.
      paymentStatus: payment?.status === 'canceled' ? 'pending' : order.paymentStatus,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning({ reservedUntilMs: sql<number>`(extract(epoch from ${orders.reservedUntil}) * 1000)::float8`.as('reserved_until_ms') });
  const lines = bag.lines.map((line) => ({
    orderId: order.id,
    productId: line.product.id,
    variantId: line.variant.id,
    name: line.product.name,
    variantName: line.variant.name,
    sku: line.variant.sku,
    image: (line.variant.image ?? line.product.images[0])?.src ?? null,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
  }));
  // The old lines go and the new come with the order's own update (db/one-statement.ts): different rows, none reading another's.
  const [revised] = await queryRows<{ reserved_until_ms: number }>(
    tx,
    withWrites(update, [tx.delete(orderLines).where(eq(orderLines.orderId, order.id)), tx.insert(orderLines).values(lines)]),
  );
  return { order: toCreated({ id: order.id, number: order.number, ...pricing, reservedUntil: new Date(revised!.reserved_until_ms) }), outcome: 'revised' };
}
