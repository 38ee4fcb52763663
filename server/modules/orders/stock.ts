/**
 * An order's hold on stock, and on a discount code's use (kept by the discounts module), taken in
 * the order's transaction and given back exactly once.
 *
 * Taking: one conditional UPDATE (`stock = stock - n WHERE stock >= n`) for the bag's products,
 * locked in id order, so no interleaving of checkouts can sell more than there is (and the CHECK
 * stock >= 0 is the last line of defence).
 *
 * Giving back: the order's stock_released_at is claimed with a conditional UPDATE first: whoever
 * sets it (a customer's cancel, an admin's cancel, an expired reservation) releases the stock;
 * everyone after finds it set and releases nothing. An order that was never paid gives its code's
 * use back too; a paid one keeps it (its redemption is on record).
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { recordStockChange } from '../../db/unit-of-work';
import { notifications, orderLines, orders, products } from '../../db/schema';
import { giveBackDiscountUse } from '../discounts';

/** A product's row after a take: what the low-stock notice needs. */
export interface TakenStock {
  id: string;
  name: string;
  stock: number;
  low_stock_threshold: number;
}

/**
 * The stock take as the head of a WITH clause, for a statement that does more in the same round
 * trip (create-order writes its order beside it): defines `wanted`, `locked` (each product's stock
 * as it is now, once its row is locked), `taken` (the rows the take decremented) and `noticed` (the
 * low-stock notices the take calls for). `ids` are the products in id order, `wanted` each one's
 * whole quantity (two lines of one product are one take: an UPDATE ... FROM updates a row once,
 * however many rows join it).
 *
 * One statement for the whole bag (decision 0222): the products' rows are locked in id order first
 * (the CTE's ORDER BY ... FOR NO KEY UPDATE), the order every checkout and release takes them in, so
 * two checkouts never deadlock; then each row is decremented where it still has enough. Under READ
 * COMMITTED a row another checkout changed meanwhile is re-read and re-checked, as a one-row UPDATE
 * is, and the locking read answers that newest version too.
 *
 * A take that finds too little of one product still decrements the others: the statement refuses
 * itself then (create-order, db/refusal.ts) or its caller rolls back. The notices are written in
 * the same statement, so nothing is decided after it (decision 0246): a notice when a sale takes a
 * product across its threshold, not at every sale below it, one each time it runs low.
 */
export function stockTake(lines: ReadonlyArray<{ productId: string; quantity: number }>) {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const ids = [...wanted.keys()].sort();
  const values = sql.join(
    ids.map((id) => sql`(${id}::uuid, ${wanted.get(id)!}::int)`),
    sql`, `,
  );
  const withClause = sql`with wanted(id, quantity) as (values ${values}),
      locked as (
        select ${products.id} as id, ${products.stock} as stock
        from ${products} where ${products.id} in (select id from wanted) order by ${products.id} for no key update
      ),
      taken as (
        update ${products} set stock = ${products.stock} - wanted.quantity, updated_at = now()
        from wanted
        where ${products.id} = wanted.id and ${products.id} in (select id from locked) and ${products.status} = 'active' and ${products.stock} >= wanted.quantity
        returning ${products.id} as id, ${products.name} as name, ${products.stock} as stock, ${products.lowStockThreshold} as low_stock_threshold
      ),
      noticed as (
        insert into ${notifications} (type, title, body, link)
        select 'low_stock',
          taken.name || case when taken.stock = 0 then ' is out of stock' else ' is running low' end,
          taken.stock || ' left (low-stock threshold ' || taken.low_stock_threshold || ').',
          '/admin/products/' || taken.id
        from taken join wanted on wanted.id = taken.id
        where taken.stock <= taken.low_stock_threshold and taken.stock + wanted.quantity > taken.low_stock_threshold
      )`;
  return { ids, withClause };
}

/**
 * What follows a take, in its transaction, without a statement of its own: the first product that
 * had too little (the caller rolls back), or null once the change is recorded for after the commit.
 */
export function followStockTake(tx: Tx, take: ReturnType<typeof stockTake>, taken: readonly TakenStock[]): string | null {
  const short = take.ids.find((id) => !taken.some((row) => row.id === id));
  if (short) return short;
  recordStockChange(tx, take.ids);
  return null;
}

/**
 * Takes `quantity` of each product, all or nothing (the caller's transaction rolls back on a
 * refusal). Answers the id of the first product that had too little, or null when all were taken.
 */
export async function takeStock(tx: Tx, lines: ReadonlyArray<{ productId: string; quantity: number }>): Promise<string | null> {
  const take = stockTake(lines);
  const taken = await queryRows<TakenStock>(tx, sql`${take.withClause} select * from taken`);
  return followStockTake(tx, take, taken);
}

/**
 * Units of an order line refunded without going back on the shelf (a refund line with restock
 * unticked, decision 0232). The table names are spelled out: in a one-table select Drizzle leaves
 * the outer columns unqualified, and inside this subquery they would name the refund's own.
 */
const writtenOff = sql`coalesce((
  select sum((line->>'quantity')::int)
  from refunds r cross join lateral jsonb_array_elements(r.lines) line
  where r.order_id = order_lines.order_id and r.status = 'succeeded'
    and line->>'orderLineId' = order_lines.id::text and not coalesce((line->>'restock')::boolean, false)
), 0)`;

/** Answers whether this call released the stock (false: it had been released already). */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(orders)
    .set({ stockReleasedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id, discountId: orders.discountId, paidAt: orders.paidAt });
  if (!claimed) return false;
  if (claimed.discountId && !claimed.paidAt) await giveBackDiscountUse(tx, claimed.discountId);
  // Only units not restocked already (a partial refund may have put some back, decision 0232), nor
  // refunded without going back (written off: damaged, say); two lines of one product come back as
  // one update; products in id order, the same order checkout locks them in, so a release and a
  // checkout never deadlock.
  const quantities = await tx
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(greatest(0, ${orderLines.quantity} - ${orderLines.restockedQuantity} - ${writtenOff}))::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId), sql`${orderLines.restockedQuantity} < ${orderLines.quantity}`))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  await tx
    .update(orderLines)
    .set({ restockedQuantity: sql`${orderLines.quantity}` })
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.restockedQuantity} < ${orderLines.quantity}`));
  for (const { productId, quantity } of quantities) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, productId!));
  }
  recordStockChange(
    tx,
    quantities.map((line) => line.productId!),
  );
  return true;
}
