/**
 * Sales by size: units and revenue per size of a product over paid orders' lines, for the products
 * report's best sellers and its "sizes" CSV (docs/decisions/0249-sizes-as-variants.md). A line keeps
 * the size it was sold in (`variant_id`, `variant_name`, `sku`), so these figures are read from the
 * lines of the paid orders in the range, not from product_sales_days, whose key is the product: the
 * summary stays as the checkout writes it, and a best seller's sizes are a few index probes
 * (order_lines by product, orders by id). Decision 0253 says what that costs at the admin bench's
 * volume.
 *
 * The same orders count as in the summary (decision 0145): paid, on the UTC day of `paid_at`; so a
 * product's sizes add up to its row. A size is named as it is now; a size deleted since is named
 * as its lines kept it. Sizes read in the order shoppers see them.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ProductsReport, ReportRange } from '#contracts/admin-reports';
import { type DbOrTx, queryRows } from '../../db/client';
import { orderLines, orders, products, productVariants } from '../../db/schema';
import { rangeDays } from './report-range';

export type SizeRow = ProductsReport['products'][number]['sizes'][number];

/** Paid orders of the range, by the partial index on `paid_at` (the UTC days `first` to `last`). */
function paidInRange(range: ReportRange): SQL {
  const { first, last } = rangeDays(range);
  return sql`${orders.paymentStatus} = 'paid'
    and ${orders.paidAt} >= (${first})::timestamp at time zone 'UTC'
    and ${orders.paidAt} < (${last} + 1)::timestamp at time zone 'UTC'`;
}

/**
 * Per size of the products `which` picks: its id (null once deleted), name, SKU, units and revenue.
 * A size deleted since groups its lines by the name they kept.
 */
function sizesSold(range: ReportRange, which: SQL): SQL {
  // The lines are summed first and the sizes' names looked up after: one probe per size, not per line.
  return sql`
    select sold.product_id as "productId", sold.variant_id as "variantId",
           coalesce(${productVariants.name}, sold.variant_name) as "name", coalesce(${productVariants.sku}, sold.sku) as "sku",
           sold.units::int as "units", sold.revenue::int as "revenue", ${productVariants.position} as "position"
    from (
      select ${orderLines.productId} as product_id, ${orderLines.variantId} as variant_id,
             min(${orderLines.variantName}) as variant_name, min(${orderLines.sku}) as sku,
             sum(${orderLines.quantity}) as units, sum(${orderLines.lineTotal}) as revenue
      from ${orderLines}
      join ${orders} on ${orders.id} = ${orderLines.orderId}
      where ${which} and ${paidInRange(range)}
      group by ${orderLines.productId}, ${orderLines.variantId}, case when ${orderLines.variantId} is null then ${orderLines.variantName} end
    ) sold
    left join ${productVariants} on ${productVariants.id} = sold.variant_id`;
}

/** Sizes in the order shoppers see them; sizes deleted since after them, by name. */
const SIZE_ORDER = sql`"position" nulls last, "name"`;

/** The sizes of the product whose id is `productId` (a column of the caller's row), as one JSON array. */
export function sizesOfProduct(range: ReportRange, productId: SQL): SQL<SizeRow[]> {
  return sql<SizeRow[]>`coalesce((
    select json_agg(json_build_object('variantId', s."variantId", 'name', s."name", 'sku', s."sku", 'units', s."units", 'revenue', s."revenue") order by ${SIZE_ORDER})
    from (${sizesSold(range, sql`${orderLines.productId} = ${productId}`)}) s
  ), '[]'::json)`;
}

export type SizeSaleRow = SizeRow & { product: string; productId: string };

/** Every size of every product sold in the range (products still in the catalogue), by product name, then size: the CSV's rows. */
export async function sizeSales(db: DbOrTx, range: ReportRange): Promise<SizeSaleRow[]> {
  // As one JSON value: thousands of rows cost the embedded database far more one by one (decision 0145).
  const [all] = await queryRows<{ rows: SizeSaleRow[] | null }>(
    db,
    sql`select json_agg(json_build_object('product', ${products.name}, 'productId', s."productId", 'variantId', s."variantId", 'name', s."name", 'sku', s."sku", 'units', s."units", 'revenue', s."revenue")
                        order by ${products.name}, s."productId", s."position" nulls last, s."name") as "rows"
        from (${sizesSold(range, sql`${orderLines.productId} is not null`)}) s
        join ${products} on ${products.id} = s."productId"`,
  );
  return all?.rows ?? [];
}
