/**
 * The CSV export of each report's tables (GET /admin/reports/{report}/export?table=...): the same
 * figures as the JSON report, every product sold rather than the report's top ones (and the
 * products report's sizes, every size of every product sold, decision 0249). Money is
 * written in pounds with two decimals and the currency in its header ("revenue (GBP)"), not in the
 * API's pence (docs/decisions/0161). One column list per table, so a header can never drift from
 * its values.
 */
import { type CustomersReport, type ProductsReport, REPORT_TABLES, type ReportName, type ReportRange, type SalesReport } from '#contracts/admin-reports';
import { BASE_CURRENCY } from '#domain/money';
import type { DbOrTx } from '../../db/client';
import { type CsvCell, type CsvColumns, csvMoney, toCsv } from '../../lib/csv';
import { badRequest } from '../../lib/http-errors';
import { customersReport } from './customers-report';
import { productSales, productsReport } from './products-report';
import { salesReport } from './sales-report';
import { type SizeSaleRow, sizeSales } from './size-sales';

type SalesRow = SalesReport['buckets'][number];
type TopCustomerRow = CustomersReport['topCustomers'][number];
type CountryRow = CustomersReport['countries'][number];
type CategoryRow = ProductsReport['categories'][number];
type ProductRow = Omit<ProductsReport['products'][number], 'sizes'>;

type Columns<T> = CsvColumns<T>;

/** Header text and the row field of the same name, for figures that are plain fields. */
const fields = <T>(...names: Array<keyof T & string>): Columns<T> => names.map((name) => ({ header: name, value: (row: T) => row[name] as CsvCell }));

/** Money fields (pence in the report): pounds with two decimals, the currency in the header. */
const money = <T>(...names: Array<keyof T & string>): Columns<T> =>
  names.map((name) => ({ header: `${name} (${BASE_CURRENCY})`, value: (row: T) => csvMoney(row[name] as number) }));

type Exporter = (db: DbOrTx, range: ReportRange) => Promise<string>;

const EXPORTS: { [R in ReportName]: Record<(typeof REPORT_TABLES)[R][number], Exporter> } = {
  sales: {
    buckets: async (db, range) =>
      toCsv(
        [...fields<SalesRow>('period', 'orders'), ...money<SalesRow>('revenue', 'averageOrderValue', 'tax', 'discounts', 'shipping'), ...fields<SalesRow>('refunds'), ...money<SalesRow>('refunded')],
        (await salesReport(db, range)).buckets,
      ),
  },
  customers: {
    buckets: async (db, range) =>
      toCsv(fields('period', 'newCustomers', 'buyers', 'firstTimeBuyers', 'returningBuyers'), (await customersReport(db, range)).buckets),
    'top-customers': async (db, range) => toCsv([...fields<TopCustomerRow>('name', 'email', 'customerId', 'orders'), ...money<TopCustomerRow>('revenue')], (await customersReport(db, range)).topCustomers),
    countries: async (db, range) => toCsv([...fields<CountryRow>('country', 'orders', 'buyers'), ...money<CountryRow>('revenue')], (await customersReport(db, range)).countries),
  },
  products: {
    products: async (db, range) => toCsv([...fields<ProductRow>('name', 'category', 'productId', 'units'), ...money<ProductRow>('revenue'), ...fields<ProductRow>('stock', 'turnover')], await productSales(db, range)),
    categories: async (db, range) => toCsv([...fields<CategoryRow>('category', 'products', 'units'), ...money<CategoryRow>('revenue')], (await productsReport(db, range)).categories),
    sizes: async (db, range) =>
      toCsv(
        [...fields<SizeSaleRow>('product'), { header: 'size', value: (row) => row.name }, ...fields<SizeSaleRow>('sku', 'productId', 'variantId', 'units'), ...money<SizeSaleRow>('revenue')],
        await sizeSales(db, range),
      ),
  },
};

/** The chosen table as CSV and its file name; an unknown table is a 400 naming the right ones. */
export async function exportReport(db: DbOrTx, report: ReportName, table: string | undefined, range: ReportRange) {
  const tables: readonly string[] = REPORT_TABLES[report];
  const chosen = table ?? tables[0]!;
  if (!tables.includes(chosen)) throw badRequest(`table must be one of ${tables.join(', ')} for the ${report} report`, [{ field: 'table', message: `table must be one of ${tables.join(', ')}` }]);
  const exporter = (EXPORTS[report] as Record<string, Exporter>)[chosen]!;
  return { csv: await exporter(db, range), fileName: `verdant-${report}-${chosen}-${range.from}-to-${range.to}.csv` };
}
