/**
 * POST /general/checkout/create-order: the bag becomes a pending order that holds its stock and its
 * code's use until it is paid or its reservation runs out.
 *
 * Everything happens in one transaction: the bag is priced from the database (bag.ts), the stock
 * of every product is taken with a conditional UPDATE (no oversell under any concurrency, two lines
 * of one product included), a use of the code is taken the same way, and the order and its lines
 * are written. Any refusal rolls all of it back. Before any stock is taken, the customer's unpaid
 * orders with this one must stay within their allowance (order-limits.ts).
 *
 * An Idempotency-Key makes a retried call answer the order the first call made: the key is unique
 * per customer, so of two concurrent calls with one key one commits and the other, refused by the
 * unique index, reads the winner's order.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { StoredAddress } from '#contracts/address';
import type { CheckoutLine, CreatedOrder } from '#contracts/checkout';
import type { DbOrTx } from '../../db/client';
import { customers, orderLines, orders, products, type OrderRow } from '../../db/schema';
import { recordChange, type Store } from '../../db/unit-of-work';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-errors';
import { DiscountRefusal, takeDiscountUse } from '../discounts';
import { takeStock } from '../orders';
import { pricingRulesOf, readSettings } from '../settings';
import { assertInStock, priceBag } from './bag';
import { assertUnpaidWithinLimits } from './order-limits';

export interface OrderRequest {
  items: CheckoutLine[];
  shippingAddress: StoredAddress;
  billingAddress: StoredAddress;
  discountCode: string | null;
}


const toCreated = (order: OrderRow): CreatedOrder => ({
  orderId: order.id,
  orderNumber: order.number,
  pricing: { subtotal: order.subtotal, shipping: order.shipping, tax: order.tax, discount: order.discount, total: order.total },
  reservedUntil: (order.reservedUntil ?? order.createdAt).toISOString(),
});

async function orderWithKey(db: DbOrTx, customerId: string, key: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return order;
}

export async function createOrder(
  /** reservationMinutes: the deployment's default, used until an admin saves a window in the settings. */
  deps: { store: Store; reservationMinutes: number },
  customerId: string,
  request: OrderRequest,
  idempotencyKey: string | null,
): Promise<{ order: CreatedOrder; replayed: boolean }> {
  if (idempotencyKey) {
    const earlier = await orderWithKey(deps.store.db, customerId, idempotencyKey);
    if (earlier) return { order: toCreated(earlier), replayed: true };
  }
  try {
    const order = await deps.store.write(async (tx) => {
      // The buyer's row is locked for the order: one customer's checkouts run one after the other,
      // so the rules counting their orders (first order only, a limit per customer) see each other.
      const [customer] = await tx
        .select({ email: customers.email, status: customers.status })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('no key update');
      if (!customer || customer.status !== 'active') throw notFound('Account not found');
      // Read in the order's transaction: the order is priced and held with one consistent set of figures.
      const shop = await readSettings(tx, { reservationMinutes: deps.reservationMinutes });
      const bag = await priceBag(tx, request, { customerId, email: customer.email }, pricingRulesOf(shop));
      const units = bag.lines.reduce((sum, line) => sum + line.quantity, 0);
      await assertUnpaidWithinLimits(tx, customerId, { units, subtotal: bag.pricing.subtotal });

      const short = await takeStock(tx, bag.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })));
      if (short) {
        // Another checkout (or an admin) changed it between the read above and now: say what is left.
        const line = bag.lines.find((l) => l.product.id === short)!;
        const [current] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, short));
        assertInStock({ ...line.product, stock: current?.stock ?? 0 }, line.quantity);
        throw conflict(`${line.product.name} is no longer available`);
      }
      if (bag.discount && !(await takeDiscountUse(tx, bag.discount.id)))
        throw new DiscountRefusal(`Discount code ${bag.discount.code} has already been used`);

      const [order] = await tx
        .insert(orders)
        .values({
          customerId,
          email: customer.email,
          status: 'pending',
          paymentStatus: 'pending',
          ...bag.pricing,
          currency: 'GBP',
          discountId: bag.discount?.id ?? null,
          discountCode: bag.discount?.code ?? null,
          shippingAddress: request.shippingAddress,
          billingAddress: request.billingAddress,
          idempotencyKey,
          reservedUntil: sql`now() + make_interval(mins => ${shop.reservationMinutes})`,
        })
        .returning();
      await tx.insert(orderLines).values(
        bag.lines.map((line) => ({
          orderId: order!.id,
          productId: line.product.id,
          name: line.product.name,
          image: line.product.images[0]?.src ?? null,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          lineTotal: line.lineTotal,
        })),
      );
      recordChange(tx, 'order-placed');
      return order!;
    });
    return { order: toCreated(order), replayed: false };
  } catch (error) {
    if (idempotencyKey && isUniqueViolation(error)) {
      const winner = await orderWithKey(deps.store.db, customerId, idempotencyKey);
      if (winner) return { order: toCreated(winner), replayed: true };
    }
    throw error;
  }
}
