/**
 * GET /admin/reports/products: units and revenue per product and per category over paid orders'
 * lines, and each product's stock turnover. Revenue here is the lines' value (before the order's
 * discount, shipping and tax), which is what a product earned; the sales report has the totals
 * customers paid. Lines of a product deleted since keep their name and are listed without stock.
 *
 * Turnover is units sold over average stock in the range. Stock history is not kept, so the
 * average is estimated as today's stock plus half the units sold (the stock at the start being
 * today's plus what sold, restocks aside); docs/decisions/0116 says why.
 *
 * Read from product_sales_days, the per-day, per-product sums the database keeps with triggers on
 * orders and order lines (migration 0007, docs/decisions/0145), not from the lines themselves. The
 * best sellers' sizes are read from their lines (size-sales.ts, docs/decisions/0253).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ProductsReport, ReportRange } from '#contracts/admin-reports';
import type { ProductCategory } from '#contracts/product';
import { type DbOrTx, queryRows } from '../../db/client';
import { productSalesDays, products } from '../../db/schema';
import { rangeDays } from './report-range';
import { sizesOfProduct } from './size-sales';

type ProductRow = ProductsReport['products'][number];

/** Units over average stock, to two places; null for a deleted product, 0 when nothing sold. */
export function stockTurnover(units: number, stock: number | null): number | null {
  if (stock === null) return null;
  const averageStock = stock + units / 2;
  return averageStock === 0 ? 0 : Math.round((units / averageStock) * 100) / 100;
}

/** Best sellers first; the names are the columns of soldInRange. */
const BEST_FIRST = sql`"revenue" desc, "units" desc, "name"`;

/**
 * Every product sold in the range with its units, revenue, name, category and stock, as a
 * subquery. A day's figures for a product may be several appended rows (decision 0244): they are
 * summed per day first, and a day that sold none of it is left out. Lines without a product
 * (deleted since) group together under their first name, as they did before the summaries; a known
 * product's summary rows carry no name (its current name is shown).
 */
function soldInRange(range: ReportRange): SQL {
  const { first, last } = rangeDays(range);
  return sql`
    select sold.product_id as "productId",
           coalesce(${products.name}, sold.name) as "name",
           ${products.category} as "category",
           sold.units::int as "units", sold.revenue::int as "revenue",
           ${products.stock} as "stock"
    from (
      select day_sold.product_id, min(day_sold.name) filter (where day_sold.product_id is null) as name,
             sum(day_sold.units) as units, sum(day_sold.revenue) as revenue
      from (
        select ${productSalesDays.productId} as product_id, ${productSalesDays.name} as name,
               sum(${productSalesDays.units}) as units, sum(${productSalesDays.revenue}) as revenue
        from ${productSalesDays}
        where ${productSalesDays.day} >= ${first} and ${productSalesDays.day} <= ${last}
        group by ${productSalesDays.day}, ${productSalesDays.productId}, ${productSalesDays.name}
        having sum(${productSalesDays.units}) > 0
      ) day_sold
      group by day_sold.product_id
    ) sold
    left join ${products} on ${products.id} = sold.product_id`;
}

type SoldRow = Omit<ProductRow, 'turnover' | 'sizes'>;

const withTurnover = <Row extends SoldRow>(row: Row) => ({
  ...row,
  category: row.category as ProductCategory | null,
  turnover: stockTurnover(row.units, row.stock),
});

/** Every product sold in the range, best revenue first, without its sizes (the export lists them all; its sizes are a table of their own). */
export async function productSales(db: DbOrTx, range: ReportRange): Promise<Array<Omit<ProductRow, 'sizes'>>> {
  // As one JSON value: thousands of rows cost the embedded database far more one by one.
  const [all] = await queryRows<{ rows: SoldRow[] | null }>(db, sql`select json_agg(sold order by ${BEST_FIRST}) as "rows" from (${soldInRange(range)}) sold`);
  return (all?.rows ?? []).map(withTurnover);
}

type Categories = ProductsReport['categories'];

/**
 * The report: the best `limit` sellers with their sizes, the categories and the totals, rolled up
 * by the database in one statement, so thousands of products sold never travel to the server to be
 * summed. Only the best sellers' sizes are read: a few products' lines.
 */
export async function productsReport(db: DbOrTx, range: ReportRange): Promise<Omit<ProductsReport, 'previous'>> {
  const [rollup] = await queryRows<{ best: Array<Omit<ProductRow, 'turnover'>> | null; categories: Categories | null; totalProducts: number; units: number; revenue: number }>(
    db,
    sql`
      with sold as materialized (${soldInRange(range)})
      select (select json_agg(best order by ${BEST_FIRST}) from (
                select top.*, case when top."productId" is null then '[]'::json else ${sizesOfProduct(range, sql`top."productId"`)} end as "sizes"
                from (select * from sold order by ${BEST_FIRST} limit ${range.limit}) top) best) as "best",
             (select json_agg(c) from (
                select coalesce("category", 'deleted products') as "category", count(*)::int as "products", sum("units")::int as "units", sum("revenue")::int as "revenue"
                from sold group by 1) c) as "categories",
             count(*)::int as "totalProducts", coalesce(sum("units"), 0)::int as "units", coalesce(sum("revenue"), 0)::int as "revenue"
      from sold`,
  );
  const { from, to, groupBy } = range;
  return {
    range: { from, to, groupBy },
    products: (rollup?.best ?? []).map(withTurnover),
    totalProducts: rollup?.totalProducts ?? 0,
    categories: (rollup?.categories ?? []).sort((a, b) => b.revenue - a.revenue || a.category.localeCompare(b.category)),
    totals: { units: rollup?.units ?? 0, revenue: rollup?.revenue ?? 0 },
  };
}
