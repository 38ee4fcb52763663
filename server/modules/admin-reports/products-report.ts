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
 * orders and order lines (migration 0007, docs/decisions/0145), not from the lines themselves.
 */
import { sql } from 'drizzle-orm';
import type { ProductsReport, ReportRange } from '../../../src/contracts/admin-reports';
import type { ProductCategory } from '../../../src/contracts/product';
import { type DbOrTx, queryRows } from '../../db/client';
import { productSalesDays, products } from '../../db/schema';
import { rangeDays } from './report-range';

type ProductRow = ProductsReport['products'][number];

/** Units over average stock, to two places; null for a deleted product, 0 when nothing sold. */
export function stockTurnover(units: number, stock: number | null): number | null {
  if (stock === null) return null;
  const averageStock = stock + units / 2;
  return averageStock === 0 ? 0 : Math.round((units / averageStock) * 100) / 100;
}

/** Every product sold in the range, best revenue first (the export lists them all). */
export async function productSales(db: DbOrTx, range: ReportRange): Promise<ProductRow[]> {
  const { first, last } = rangeDays(range);
  // Lines without a product (deleted since) group together under their first name, as before the
  // summaries; a known product's summary rows carry no name (its current name is shown).
  const rows = await queryRows<Omit<ProductRow, 'turnover'>>(
    db,
    sql`
      select sold.product_id as "productId",
             coalesce(${products.name}, sold.name) as "name",
             ${products.category} as "category",
             sold.units::int as "units", sold.revenue::int as "revenue",
             ${products.stock} as "stock"
      from (
        select ${productSalesDays.productId} as product_id,
               min(${productSalesDays.name}) filter (where ${productSalesDays.productId} is null) as name,
               sum(${productSalesDays.units}) as units, sum(${productSalesDays.revenue}) as revenue
        from ${productSalesDays}
        where ${productSalesDays.day} >= ${first} and ${productSalesDays.day} <= ${last} and ${productSalesDays.units} > 0
        group by ${productSalesDays.productId}
      ) sold
      left join ${products} on ${products.id} = sold.product_id
      order by "revenue" desc, "units" desc, "name"`,
  );
  return rows.map((row) => ({ ...row, category: row.category as ProductCategory | null, turnover: stockTurnover(row.units, row.stock) }));
}

function byCategory(rows: readonly ProductRow[]): ProductsReport['categories'] {
  const categories = new Map<string, ProductsReport['categories'][number]>();
  for (const row of rows) {
    const category = row.category ?? 'deleted products';
    const entry = categories.get(category) ?? { category, products: 0, units: 0, revenue: 0 };
    categories.set(category, { category, products: entry.products + 1, units: entry.units + row.units, revenue: entry.revenue + row.revenue });
  }
  return [...categories.values()].sort((a, b) => b.revenue - a.revenue || a.category.localeCompare(b.category));
}

export async function productsReport(db: DbOrTx, range: ReportRange): Promise<ProductsReport> {
  const sold = await productSales(db, range);
  const { from, to, groupBy } = range;
  return {
    range: { from, to, groupBy },
    products: sold.slice(0, range.limit),
    totalProducts: sold.length,
    categories: byCategory(sold),
    totals: sold.reduce((sum, row) => ({ units: sum.units + row.units, revenue: sum.revenue + row.revenue }), { units: 0, revenue: 0 }),
  };
}
