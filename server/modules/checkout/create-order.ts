/**
 * POST /general/checkout/create-order: the bag becomes a pending order that holds its stock and its
 * code's use until it is paid or its reservation runs out.
 *
 * Everything happens in one transaction: the bag is priced from the database (bag.ts), the stock
 * of every size is taken with a conditional UPDATE (no oversell under any concurrency, two lines
 * of one size included; decision 0249), a use of the code is taken the same way, and the order and its lines
 * are written. The customer's unpaid orders with this one must stay within their allowance
 * (order-limits.ts). Any refusal rolls all of it back.
 *
 * Each statement is a round trip, the larger part of an order's cost (decision 0222), so a bag
 * costs two: the buyer's row lock with the bag's products, the network's lock (network-holds.ts)
 * and whether the buyer has an unpaid order to answer instead (BEGIN goes with it); then the stock
 * take, the order, its lines, the low-stock notices and the code's use together, with the COMMIT
 * (decision 0246; a first-order code's claim on the mailbox comes after it, so there the COMMIT
 * goes alone, docs/decisions/0255-abandoned-checkouts.md). A buyer with an unpaid order to answer
 * has it read, locked, in a statement between the two, and revise-order.ts takes over; one that
 * appeared after the first look (the same buyer's concurrent checkout) makes the placing statement
 * refuse itself, and the checkout runs again to answer it. The placing statement checks the allowance, the stock, the network's holds and the code itself and
 * refuses itself when one fails (db/refusal.ts): the writes are undone and the refusal's figures
 * word the answer. The settings come from memory (settings-memory.ts).
 *
 * An Idempotency-Key makes a retried call answer the order the first call made: the key is unique
 * per customer, so a second call with the key is refused by the unique index (or earlier, by the
 * stock or the allowance the first order took) and then reads the first call's order. Of two
 * concurrent calls one commits and the other reads the winner's. The look-up runs only on a refusal,
 * so a checkout that goes through sends no read before its transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StoredAddress } from '#contracts/address';
import type { CheckoutLine, CreatedOrder } from '#contracts/checkout';
import { lastStatement } from '../../db/carried-commit';
import { insertRow, insertRows } from '../../db/insert-columns';
import type { DbOrTx, Tx } from '../../db/client';
import { refusalOf, refuseUnless } from '../../db/refusal';
import { customers, orderLines, orders, products } from '../../db/schema';
import { inSavepoint, recordChange, type Store } from '../../db/unit-of-work';
import { notFound } from '../../lib/http-errors';
import { DiscountRefusal, discountUseTake } from '../discounts';
import { followStockTake, lapseReservations, stockTake, type TakenStock } from '../orders';
import type { PaymentProvider } from '../payments';
import { pricingRulesOf, type SettingsMemory } from '../settings';
import { assertInStock, type PricedBag, priceBagOf, productIdsOf, stockGone } from './bag';
import { type CheckoutOutcome, toCreated } from './created-order';
import { assertUnpaidWithinLimits, type UnpaidHoldings, unpaidHoldingsOf, unpaidWithinLimits } from './order-limits';
import { type NetworkRefusal, networkCheck, networkLock, networkRefusalAnswer } from './network-holds';
import { hasReusableOrder, heldUnitsOf, reusableOrderOf } from './reusable-order';
import { claimMailbox, retiringStaleIntents, reviseOrder } from './revise-order';

export interface OrderRequest {
  items: CheckoutLine[];
  shippingAddress: StoredAddress;
  billingAddress: StoredAddress;
  discountCode: string | null;
}


/** The order an earlier call with this Idempotency-Key placed, as its answer. */
async function createdWithKey(db: DbOrTx, customerId: string, key: string): Promise<CreatedOrder | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return order ? toCreated({ ...order, reservedUntil: order.reservedUntil ?? order.createdAt }) : undefined;
}

/** A row of the placing statement: a product taken, and the order. */
interface PlacingRow extends TakenStock {
  order_id: string;
  order_number: number;
  reserved_until_ms: number;
}

/** Why the placing statement refused itself: what the buyer holds, the first product short, the network's holds, whether the code's use was there. */
interface PlacingRefusal {
  reusable: boolean;
  held: UnpaidHoldings;
  short: { id: string; stock: number } | null;
  network: NetworkRefusal;
  networkAccepted: boolean;
  codeTaken: boolean;
}

/** Who places the order, and from which network (server/lib/client-address.ts). */
interface Placer {
  id: string;
  email: string;
  network: string;
}

/**
 * Takes the bag's stock, writes the order, its lines, the low-stock notices and the code's use, in
 * one statement that carries the transaction's COMMIT (decisions 0222 and 0246). So it decides
 * everything itself: unless every product's stock was taken, the buyer's other unpaid orders leave
 * room for this one, and the code still had a use, it refuses itself (db/refusal.ts) and nothing
 * stays written. What the buyer's other unpaid orders hold is read in the statement's own snapshot,
 * taken after the buyer's row lock, so it counts an order a concurrent checkout of the same buyer
 * just committed, and not this one.
 */
async function placeOrder(tx: Tx, customer: Placer, request: OrderRequest, bag: PricedBag, placing: { idempotencyKey: string | null; reservationMinutes: number; unlessReusable: boolean }) {
  const take = stockTake(bag.lines.map((line) => ({ productId: line.product.id, variantId: line.variant.id, quantity: line.quantity })));
  const column = (name: string) => sql.identifier(name);
  const { pricing, discount } = bag;
  const order = insertRow([
    [orders.customerId, sql`${customer.id}::uuid`],
    [orders.email, sql`${customer.email}::text`],
    [orders.status, sql`'pending'`],
    [orders.paymentStatus, sql`'pending'`],
    [orders.subtotal, sql`${pricing.subtotal}::int`],
    [orders.shipping, sql`${pricing.shipping}::int`],
    [orders.tax, sql`${pricing.tax}::int`],
    [orders.discount, sql`${pricing.discount}::int`],
    [orders.total, sql`${pricing.total}::int`],
    [orders.currency, sql`'GBP'`],
    [orders.discountId, sql`${discount?.id ?? null}::uuid`],
    [orders.discountCode, sql`${discount?.code ?? null}::text`],
    [orders.shippingAddress, sql`${JSON.stringify(request.shippingAddress)}::jsonb`],
    [orders.billingAddress, sql`${JSON.stringify(request.billingAddress)}::jsonb`],
    [orders.idempotencyKey, sql`${placing.idempotencyKey}::text`],
    [orders.reservedUntil, sql`now() + make_interval(mins => ${placing.reservationMinutes}::int)`],
    [orders.clientAddress, sql`${customer.network}::text`],
  ]);
  // Each line's values, in the rows of a VALUES list the lines' insert reads after the order's id.
  const lines = insertRows(bag.lines, (line) => [
    [orderLines.productId, sql`${line.product.id}::uuid`],
    [orderLines.variantId, sql`${line.variant.id}::uuid`],
    [orderLines.name, sql`${line.product.name}::text`],
    [orderLines.variantName, sql`${line.variant.name}::text`],
    [orderLines.sku, sql`${line.variant.sku}::text`],
    [orderLines.image, sql`${(line.variant.image ?? line.product.images[0])?.src ?? null}::text`],
    [orderLines.unitPrice, sql`${line.unitPrice}::int`],
    [orderLines.quantity, sql`${line.quantity}::int`],
    [orderLines.lineTotal, sql`${line.lineTotal}::int`],
  ]);
  const allTaken = sql`(select count(*) from taken) = ${take.ids.length}`;
  const units = bag.lines.reduce((sum, line) => sum + line.quantity, 0);
  const held = sql`(select holdings from held)`;
  // Taken after the stock (it waits for `taken`), so the code's row is locked after the products', as every checkout takes them.
  const codeTaken = discount ? sql`exists (select from used)` : sql`true`;
  const network = networkCheck(customer.network, bag, { stockAfter: sql`taken` });
  // A reusable order that appeared after the first statement's look (a concurrent checkout of the
  // same customer), when the checkout did not read one itself.
  const reusable = placing.unlessReusable ? hasReusableOrder(customer.id) : sql`false`;
  const refusal = sql`json_build_object(
    'reusable', ${reusable},
    'held', ${held},
    'network', ${network.refusal},
    'networkAccepted', ${network.accepted},
    'short', (select json_build_object('id', wanted.id, 'stock', coalesce(locked.stock, 0)) from wanted left join locked on locked.id = wanted.id
      where wanted.id not in (select id from taken) order by wanted.id limit 1),
    'codeTaken', ${codeTaken})`;
  // The FROM answers one row even when nothing was taken, so the refusal is always looked for.
  const rows = await lastStatement<PlacingRow>(
    tx,
    sql`${take.withClause},
      held as (select ${unpaidHoldingsOf(customer.id)} as holdings),
      ${network.with},
      placed as (
        insert into ${orders} (${order.columns})
        select ${order.values}
        where ${allTaken}
        returning ${column(orders.id.name)} as id, ${column(orders.number.name)} as number, ${column(orders.reservedUntil.name)} as reserved_until
      ),
      lines as (
        insert into ${orderLines} (${column(orderLines.orderId.name)}, ${lines.columns})
        select placed.id, line.* from placed cross join (values ${lines.rows}) as line
      )${discount ? sql`, used as (${discountUseTake(tx, discount.id, allTaken).getSQL()})` : sql``}
      select taken.*, placed.id as order_id, placed.number as order_number,
        (extract(epoch from placed.reserved_until) * 1000)::float8 as reserved_until_ms,
        ${refuseUnless(sql`not ${reusable} and ${allTaken} and ${unpaidWithinLimits(held, { units, subtotal: pricing.subtotal })} and ${network.accepted} and ${codeTaken}`, refusal)} as accepted
      from (select) as one left join taken on true left join placed on true`,
  ).catch((error: unknown) => {
    const refused = refusalOf<PlacingRefusal>(error);
    throw refused ? refusalAnswer(refused, bag, units) : error;
  });
  const [first] = rows;
  return { take, taken: rows, order: { id: first!.order_id, number: first!.order_number, reservedUntil: new Date(first!.reserved_until_ms) } };
}

/** Thrown when the placing statement found a reusable order: the checkout runs again, to answer it. */
class ReuseInstead extends Error {}

/** The answer to a refused order, in the order the checks were always made: the allowance, the stock, the network's holds, the code. */
function refusalAnswer(refused: PlacingRefusal, bag: PricedBag, units: number): Error {
  if (refused.reusable) return new ReuseInstead('a reusable order appeared');
  try {
    assertUnpaidWithinLimits(refused.held, { units, subtotal: bag.pricing.subtotal });
    if (refused.short) {
      // Another checkout (or an admin) changed it between the bag's read and the take: say what is left.
      const line = bag.lines.find((l) => l.variant.id === refused.short!.id)!;
      assertInStock(line, refused.short.stock, line.quantity);
      return stockGone(line);
    }
    if (!refused.networkAccepted) return networkRefusalAnswer(refused.network, bag);
    if (!refused.codeTaken && bag.discount) return new DiscountRefusal(`Discount code ${bag.discount.code} has already been used`);
  } catch (answer) {
    return answer as Error;
  }
  return new Error(`create-order refused itself for no reason it names: ${JSON.stringify(refused)}`);
}

export async function createOrder(
  deps: { store: Store; settings: SettingsMemory; payments: PaymentProvider },
  customerId: string,
  request: OrderRequest,
  idempotencyKey: string | null,
  /** The network the checkout comes from (server/lib/client-address.ts), whose unpaid holds are capped. */
  network: string,
): Promise<{ order: CreatedOrder; outcome: CheckoutOutcome }> {
  const shop = await deps.settings.read();
  const ids = productIdsOf(request.items);
  // `lookForReusable`: read the reusable order after the lock even when the first statement saw none.
  const checkout = (lookForReusable: boolean) =>
    // Runs again after a revision's stale intent was cancelled at the provider (revise-order.ts).
    retiringStaleIntents(deps, (passing) => deps.store.write(async (tx) => {
      // The buyer's row is locked for the order: one customer's checkouts run one after the other,
      // so the rules counting their orders (first order only, a limit per customer) see each other.
      // Checkouts from one network queue on its lock first, so the caps on what the network's
      // unpaid orders hold count each other (network-holds.ts). The bag's products come in the same statement.
      const rows = await tx
        .select({ email: customers.email, status: customers.status, product: products, network: networkLock(network), reusable: hasReusableOrder(customerId) })
        .from(customers)
        .leftJoin(products, inArray(products.id, ids))
        .where(eq(customers.id, customerId))
        .for('no key update', { of: customers });
      const customer = rows[0];
      if (!customer || customer.status !== 'active') throw notFound('Account not found');
      const found = rows.flatMap((row) => (row.product ? [row.product] : []));
      // The unpaid order checkout left, if any, is answered or revised instead of placing another
      // (docs/decisions/0255-abandoned-checkouts.md); what it holds counts as the shopper's. It is
      // read (locked) only when there may be one: most checkouts find none, and the placing
      // statement refuses itself if one appeared since, so the checkout runs again to answer it.
      // With a code it is always read: the code's rules for this buyer depend on it, and are
      // checked before the placing statement.
      const mayReuse = lookForReusable || passing.length > 0 || Boolean(customer.reusable) || Boolean(request.discountCode);
      const reusable = mayReuse ? await reusableOrderOf(tx, customerId, { lock: true, passing }) : null;
      const buyer = { customerId, email: customer.email, revising: reusable && { id: reusable.order.id, discountId: reusable.order.discountId } };
      const bag = await priceBagOf(tx, request, found, buyer, pricingRulesOf(shop), heldUnitsOf(reusable));
      const placing = { idempotencyKey, reservationMinutes: shop.reservationMinutes, unlessReusable: !mayReuse };
      const placer = { id: customerId, email: customer.email, network };
      if (reusable) return reviseOrder(tx, { customer: placer, request, bag, reusable, ...placing });
      await lapseReservations(tx, bag.lapsedHolds);

      const place = (into: Tx) => placeOrder(into, placer, request, bag, placing);
      // A first-order code claims the mailbox for the order once it exists: placed in a savepoint,
      // so the COMMIT does not ride with the placing statement and the claim can still refuse.
      const claims = Boolean(bag.discount?.firstOrderOnly);
      const placed = claims ? await inSavepoint(tx, place) : await place(tx);
      if (claims) await claimMailbox(tx, bag, customer.email, placed.order.id, placed.order.reservedUntil);
      // Committed (with the statement above, or the claim): what follows only notes its effects.
      followStockTake(tx, placed.take, placed.taken);
      recordChange(tx, 'order-placed');
      return { order: toCreated({ ...placed.order, ...bag.pricing }), outcome: 'placed' as const };
    }));
  try {
    return await checkout(false).catch((error: unknown) => {
      if (error instanceof ReuseInstead) return checkout(true);
      throw error;
    });
  } catch (error) {
    // A retried call finds its order here, not in a read before every checkout: its insert is
    // refused by the key's unique index, or an earlier refusal (the stock, the allowance) counted
    // the first call's order. Either way the first call's order is the answer.
    if (idempotencyKey) {
      // A look-up that fails itself (the database gone) leaves the caller the first error, not its own.
      const earlier = await createdWithKey(deps.store.db, customerId, idempotencyKey).catch(() => undefined);
      if (earlier) return { order: earlier, outcome: 'replayed' };
    }
    throw error;
  }
}
