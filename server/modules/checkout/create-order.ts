/**
 * POST /general/checkout/create-order: the bag becomes a pending order that holds its stock and its
 * code's use until it is paid or its reservation runs out.
 *
 * Everything happens in one transaction: the bag is priced from the database (bag.ts), the stock
 * of every product is taken with a conditional UPDATE (no oversell under any concurrency, two lines
 * of one product included), a use of the code is taken the same way, and the order and its lines
 * are written. The customer's unpaid orders with this one must stay within their allowance
 * (order-limits.ts). Any refusal rolls all of it back.
 *
 * Each statement is a round trip, the larger part of an order's cost (decision 0222), so there are
 * two between BEGIN and COMMIT for a bag without a code: the buyer's row lock with the bag's
 * products, then the stock take, the order, its lines and the allowance's figures together. The
 * figures are checked after the writes and before the commit; a refusal rolls the writes back. The
 * settings come from memory (settings-memory.ts).
 *
 * An Idempotency-Key makes a retried call answer the order the first call made: the key is unique
 * per customer, so a second call with the key is refused by the unique index (or earlier, by the
 * stock or the allowance the first order took) and then reads the first call's order. Of two
 * concurrent calls one commits and the other reads the winner's. The look-up runs only on a refusal,
 * so a checkout that goes through sends no read before its transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Pricing } from '#domain/pricing';
import type { StoredAddress } from '#contracts/address';
import type { CheckoutLine, CreatedOrder } from '#contracts/checkout';
import { type DbOrTx, queryRows, type Tx } from '../../db/client';
import { customers, orderLines, orders, products, type OrderRow } from '../../db/schema';
import { recordChange, type Store } from '../../db/unit-of-work';
import { conflict, notFound } from '../../lib/http-errors';
import { DiscountRefusal, takeDiscountUse } from '../discounts';
import { followStockTake, stockTake, type TakenStock } from '../orders';
import { pricingRulesOf, type SettingsMemory } from '../settings';
import { assertInStock, type PricedBag, priceBagOf, productIdsOf } from './bag';
import { assertUnpaidWithinLimits, type UnpaidHoldings, unpaidHoldingsOf } from './order-limits';

export interface OrderRequest {
  items: CheckoutLine[];
  shippingAddress: StoredAddress;
  billingAddress: StoredAddress;
  discountCode: string | null;
}


/** What the created-order answer is made from: a placed order's row, or the placing statement's figures. */
type PlacedOrder = Pick<OrderRow, 'id' | 'number'> & Pricing & { reservedUntil: Date };

const toCreated = (order: PlacedOrder): CreatedOrder => ({
  orderId: order.id,
  orderNumber: order.number,
  pricing: { subtotal: order.subtotal, shipping: order.shipping, tax: order.tax, discount: order.discount, total: order.total },
  reservedUntil: order.reservedUntil.toISOString(),
});

/** The order an earlier call with this Idempotency-Key placed, as its answer. */
async function createdWithKey(db: DbOrTx, customerId: string, key: string): Promise<CreatedOrder | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return order ? toCreated({ ...order, reservedUntil: order.reservedUntil ?? order.createdAt }) : undefined;
}

/** A row of the placing statement: a product taken (id null when none was), the order, the holdings. */
interface PlacingRow extends Omit<TakenStock, 'id'> {
  id: string | null;
  order_id: string | null;
  order_number: number | null;
  reserved_until_ms: number | null;
  held: UnpaidHoldings;
}

/**
 * Takes the bag's stock, writes the order and writes its lines, in one statement (decision 0222):
 * the order and lines are written only if every product's stock was taken. It also reads what the
 * buyer's other unpaid orders hold, in its own snapshot, taken after the buyer's row lock (so it
 * counts an order a concurrent checkout of the same buyer just committed, and not this one): the
 * caller checks the allowance and rolls everything back if it is exceeded.
 */
async function placeOrder(tx: Tx, customer: { id: string; email: string }, request: OrderRequest, bag: PricedBag, placing: { idempotencyKey: string | null; reservationMinutes: number }) {
  const take = stockTake(bag.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })));
  const column = (name: string) => sql.identifier(name);
  const orderColumns = [
    orders.customerId, orders.email, orders.status, orders.paymentStatus, orders.subtotal, orders.shipping, orders.tax, orders.discount,
    orders.total, orders.currency, orders.discountId, orders.discountCode, orders.shippingAddress, orders.billingAddress,
    orders.idempotencyKey, orders.reservedUntil,
  ];
  const { pricing, discount } = bag;
  const lineValues = sql.join(
    bag.lines.map(
      (line) =>
        sql`(${line.product.id}::uuid, ${line.product.name}::text, ${line.product.images[0]?.src ?? null}::text, ${line.unitPrice}::int, ${line.quantity}::int, ${line.lineTotal}::int)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<PlacingRow>(
    tx,
    sql`${take.withClause},
      placed as (
        insert into ${orders} (${sql.join(orderColumns.map((c) => column(c.name)), sql`, `)})
        select ${customer.id}::uuid, ${customer.email}::text, 'pending', 'pending', ${pricing.subtotal}::int, ${pricing.shipping}::int,
          ${pricing.tax}::int, ${pricing.discount}::int, ${pricing.total}::int, 'GBP', ${discount?.id ?? null}::uuid, ${discount?.code ?? null}::text,
          ${JSON.stringify(request.shippingAddress)}::jsonb, ${JSON.stringify(request.billingAddress)}::jsonb, ${placing.idempotencyKey}::text,
          now() + make_interval(mins => ${placing.reservationMinutes}::int)
        where (select count(*) from taken) = ${take.ids.length}
        returning ${column(orders.id.name)} as id, ${column(orders.number.name)} as number, ${column(orders.reservedUntil.name)} as reserved_until
      ),
      lines as (
        insert into ${orderLines} (${sql.join([orderLines.orderId, orderLines.productId, orderLines.name, orderLines.image, orderLines.unitPrice, orderLines.quantity, orderLines.lineTotal].map((c) => column(c.name)), sql`, `)})
        select placed.id, line.product_id, line.name, line.image, line.unit_price, line.quantity, line.line_total
        from placed cross join (values ${lineValues}) as line(product_id, name, image, unit_price, quantity, line_total)
      )
      select taken.*, placed.id as order_id, placed.number as order_number,
        (extract(epoch from placed.reserved_until) * 1000)::float8 as reserved_until_ms, ${unpaidHoldingsOf(customer.id)} as held
      from (select) as one left join taken on true left join placed on true`,
  );
  const [first] = rows;
  return {
    take,
    taken: rows.filter((row): row is PlacingRow & TakenStock => row.id !== null),
    order: first?.order_id ? { id: first.order_id, number: first.order_number!, reservedUntil: new Date(first.reserved_until_ms!) } : null,
    held: first!.held,
  };
}

export async function createOrder(
  deps: { store: Store; settings: SettingsMemory },
  customerId: string,
  request: OrderRequest,
  idempotencyKey: string | null,
): Promise<{ order: CreatedOrder; replayed: boolean }> {
  const shop = await deps.settings.read();
  const ids = productIdsOf(request.items);
  try {
    const order = await deps.store.write(async (tx) => {
      // The buyer's row is locked for the order: one customer's checkouts run one after the other,
      // so the rules counting their orders (first order only, a limit per customer) see each other.
      // The bag's products come in the same statement.
      const rows = await tx
        .select({ email: customers.email, status: customers.status, product: products })
        .from(customers)
        .leftJoin(products, inArray(products.id, ids))
        .where(eq(customers.id, customerId))
        .for('no key update', { of: customers });
      const customer = rows[0];
      if (!customer || customer.status !== 'active') throw notFound('Account not found');
      const found = rows.flatMap((row) => (row.product ? [row.product] : []));
      const bag = await priceBagOf(tx, request, found, { customerId, email: customer.email }, pricingRulesOf(shop));

      const placing = await placeOrder(tx, { id: customerId, email: customer.email }, request, bag, {
        idempotencyKey,
        reservationMinutes: shop.reservationMinutes,
      });
      const units = bag.lines.reduce((sum, line) => sum + line.quantity, 0);
      assertUnpaidWithinLimits(placing.held, { units, subtotal: bag.pricing.subtotal });
      const short = await followStockTake(tx, placing.take, placing.taken);
      if (short) {
        // Another checkout (or an admin) changed it between the read above and now: say what is left.
        const line = bag.lines.find((l) => l.product.id === short)!;
        const [current] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, short));
        assertInStock({ ...line.product, stock: current?.stock ?? 0 }, line.quantity);
        throw conflict(`${line.product.name} is no longer available`);
      }
      if (bag.discount && !(await takeDiscountUse(tx, bag.discount.id)))
        throw new DiscountRefusal(`Discount code ${bag.discount.code} has already been used`);
      recordChange(tx, 'order-placed');
      return toCreated({ ...placing.order!, ...bag.pricing });
    });
    return { order, replayed: false };
  } catch (error) {
    // A retried call finds its order here, not in a read before every checkout: its insert is
    // refused by the key's unique index, or an earlier refusal (the stock, the allowance) counted
    // the first call's order. Either way the first call's order is the answer.
    if (idempotencyKey) {
      // A look-up that fails itself (the database gone) leaves the caller the first error, not its own.
      const earlier = await createdWithKey(deps.store.db, customerId, idempotencyKey).catch(() => undefined);
      if (earlier) return { order: earlier, replayed: true };
    }
    throw error;
  }
}
