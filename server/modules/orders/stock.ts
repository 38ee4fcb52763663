/**
 * An order's hold on stock, and on a discount code's use (kept by the discounts module), taken in
 * the order's transaction and given back exactly once.
 *
 * Taking: one conditional UPDATE (`stock = stock - n WHERE stock >= n`) for the bag's sizes
 * (product_variants, decision 0249), locked in id order, so no interleaving of checkouts can sell
 * more than there is (and the CHECK stock >= 0 is the last line of defence).
 *
 * Giving back: the order's stock_released_at is claimed with a conditional UPDATE first: whoever
 * sets it (a customer's cancel, an admin's cancel, an expired reservation) releases the stock;
 * everyone after finds it set and releases nothing. An order that was never paid gives its code's
 * use back too, and its claim on the first-order ledger; a paid one keeps them (its redemption is
 * on record).
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { recordStockChange } from '../../db/unit-of-work';
import { notifications, orderLines, orders, products, productVariants } from '../../db/schema';
import { giveBackDiscountUse, releaseFirstOrderClaim } from '../discounts';

/** A size's row after a take, with its product's name and threshold: what the low-stock notice and the caches need. */
export interface TakenStock {
  id: string;
  product_id: string;
  name: string;
  stock: number;
  low_stock_threshold: number;
}

/** Units of one size to take, and its product (whose cached pages a take changes). */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/**
 * The stock take as the head of a WITH clause, for a statement that does more in the same round
 * trip (create-order writes its order beside it): defines `wanted`, `locked` (each size's stock
 * as it is now, once its row is locked), `taken` (the rows the take decremented) and `noticed` (the
 * low-stock notices the take calls for). `ids` are the sizes (product_variants, decision 0249) in id
 * order, `wanted` each one's whole quantity (two lines of one size are one take: an UPDATE ... FROM
 * updates a row once, however many rows join it).
 *
 * One statement for the whole bag (decision 0222): the sizes' rows are locked in id order first
 * (the CTE's ORDER BY ... FOR NO KEY UPDATE), the order every checkout and release takes them in;
 * then each row is decremented where it still has enough and its product is on sale. The
 * products' summaries are written by the variants' trigger at the end of the statement, which locks
 * the products in id order after the sizes (migration 0021), so two checkouts never deadlock. Under
 * READ COMMITTED a row another checkout changed meanwhile is re-read and re-checked, as a one-row
 * UPDATE is, and the locking read answers that newest version too.
 *
 * A negative quantity gives units back, on sale or not, in the same locked pass: a revised order
 * (checkout/revise-order.ts) changes what it holds of several sizes at once, and locking them all
 * in one id order keeps it from deadlocking with a checkout.
 *
 * A take that finds too little of one size still decrements the others: the statement refuses
 * itself then (create-order, db/refusal.ts) or its caller rolls back. The notices are written in
 * the same statement, so nothing is decided after it (decision 0246): a notice when a sale takes a
 * size across its product's threshold, not at every sale below it, one each time it runs low; a
 * product of several sizes names the size.
 */
export function stockTake(lines: readonly StockLine[]) {
  const wanted = new Map<string, number>();
  const productOf = new Map<string, string>();
  for (const line of lines) {
    wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
    productOf.set(line.variantId, line.productId);
  }
  const ids = [...wanted.keys()].sort();
  const values = sql.join(
    ids.map((id) => sql`(${id}::uuid, ${wanted.get(id)!}::int)`),
    sql`, `,
  );
  const withClause = sql`with wanted(id, quantity) as (values ${values}),
      locked as (
        select ${productVariants.id} as id, ${productVariants.stock} as stock
        from ${productVariants} where ${productVariants.id} in (select id from wanted) order by ${productVariants.id} for no key update
      ),
      taken as (
        update ${productVariants} set stock = ${productVariants.stock} - wanted.quantity, updated_at = now()
        from wanted, ${products}
        where ${productVariants.id} = wanted.id and ${productVariants.id} in (select id from locked) and ${products.id} = ${productVariants.productId}
          and (wanted.quantity < 0 or (${products.status} = 'active' and ${productVariants.status} = 'active' and ${productVariants.stock} >= wanted.quantity))
        returning ${productVariants.id} as id, ${productVariants.productId} as product_id,
          ${products.name} || case when jsonb_array_length(${products.variants}) > 1 then ', ' || ${productVariants.name} else '' end as name,
          ${productVariants.stock} as stock, ${products.lowStockThreshold} as low_stock_threshold
      ),
      noticed as (
        insert into ${notifications} (type, title, body, link)
        select 'low_stock',
          taken.name || case when taken.stock = 0 then ' is out of stock' else ' is running low' end,
          taken.stock || ' left (low-stock threshold ' || taken.low_stock_threshold || ').',
          '/admin/products/' || taken.product_id
        from taken join wanted on wanted.id = taken.id
        where taken.stock <= taken.low_stock_threshold and taken.stock + wanted.quantity > taken.low_stock_threshold
      )`;
  const productIds = [...new Set(productOf.values())].sort();
  return { ids, productIds, withClause };
}

/**
 * What follows a take, in its transaction, without a statement of its own: the first size that
 * had too little (the caller rolls back), or null once the change is recorded for after the commit.
 */
export function followStockTake(tx: Tx, take: ReturnType<typeof stockTake>, taken: readonly TakenStock[]): string | null {
  const short = take.ids.find((id) => !taken.some((row) => row.id === id));
  if (short) return short;
  recordStockChange(tx, take.productIds);
  return null;
}

/**
 * Takes `quantity` of each size, all or nothing (the caller's transaction rolls back on a
 * refusal). Answers the id of the first size that had too little, or null when all were taken.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<string | null> {
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
    // The network it was placed from is kept only while it holds stock (decision 0254).
    .set({ stockReleasedAt: sql`now()`, clientAddress: null })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id, discountId: orders.discountId, paidAt: orders.paidAt });
  if (!claimed) return false;
  // A claim on the first-order ledger comes only with a code (a first-order one).
  if (claimed.discountId && !claimed.paidAt) {
    await giveBackDiscountUse(tx, claimed.discountId);
    await releaseFirstOrderClaim(tx, orderId);
  }
  // Only units not restocked already (a partial refund may have put some back, decision 0232), nor
  // refunded without going back (written off: damaged, say); two lines of one size come back as
  // one update; sizes in id order, the order checkout locks them in (their products after them, by
  // the variants' trigger), so a release and a checkout never deadlock.
  const quantities = await tx
    .select({
      variantId: orderLines.variantId,
      productId: sql<string>`min(${orderLines.productId}::text)`,
      quantity: sql<number>`sum(greatest(0, ${orderLines.quantity} - ${orderLines.restockedQuantity} - ${writtenOff}))::int`,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.variantId), sql`${orderLines.restockedQuantity} < ${orderLines.quantity}`))
    .groupBy(orderLines.variantId)
    .orderBy(asc(orderLines.variantId));
  await tx
    .update(orderLines)
    .set({ restockedQuantity: sql`${orderLines.quantity}` })
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.restockedQuantity} < ${orderLines.quantity}`));
  await restockSizes(tx, quantities.map((line) => ({ variantId: line.variantId!, productId: line.productId, quantity: line.quantity })));
  return true;
}

/**
 * Puts units of sizes back on the shelf, in variant id order, in one statement (its trigger then
 * writes the products' summaries, locking them in id order after the sizes), and records the
 * products' stock change for after the commit.
 */
export async function restockSizes(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const back = lines.filter((line) => line.quantity > 0);
  if (back.length === 0) return;
  const values = sql.join(
    back.map((line) => sql`(${line.variantId}::uuid, ${line.quantity}::int)`),
    sql`, `,
  );
  await queryRows(tx, sql`with back(id, quantity) as (values ${values}),
      locked as (select ${productVariants.id} as id from ${productVariants} where ${productVariants.id} in (select id from back) order by ${productVariants.id} for no key update)
    update ${productVariants} set stock = ${productVariants.stock} + back.quantity, updated_at = now()
    from back where ${productVariants.id} = back.id and ${productVariants.id} in (select id from locked)`);
  recordStockChange(tx, [...new Set(back.map((line) => line.productId))].sort());
}
