/**
 * The CSV export of each report's tables (GET /admin/reports/{report}/export?table=...): the same
 * figures as the JSON report, money in pence as in the API, every product sold rather than the
 * report's top ones. One column list per table, so a header can never drift from its values.
 */
import { REPORT_TABLES, type ReportName, type ReportRange } from '../../../src/contracts/admin-reports';
import type { DbOrTx } from '../../db/client';
import { type CsvCell, toCsv } from '../../lib/csv';
import { badRequest } from '../../lib/http-errors';
import { customersReport } from './customers-report';
import { productSales, productsReport } from './products-report';
import { salesReport } from './sales-report';

type Columns<T> = ReadonlyArray<{ header: string; value: (row: T) => CsvCell }>;

/** Header text and the row field of the same name, for figures that are plain fields. */
const fields = <T>(...names: Array<keyof T & string>): Columns<T> => names.map((name) => ({ header: name, value: (row: T) => row[name] as CsvCell }));

type Exporter = (db: DbOrTx, range: ReportRange) => Promise<string>;

const EXPORTS: { [R in ReportName]: Record<(typeof REPORT_TABLES)[R][number], Exporter> } = {
  sales: {
    buckets: async (db, range) =>
      toCsv(fields('period', 'orders', 'revenue', 'averageOrderValue', 'tax', 'discounts', 'shipping'), (await salesReport(db, range)).buckets),
  },
  customers: {
    buckets: async (db, range) =>
      toCsv(fields('period', 'newCustomers', 'buyers', 'firstTimeBuyers', 'returningBuyers'), (await customersReport(db, range)).buckets),
    'top-customers': async (db, range) => toCsv(fields('name', 'email', 'customerId', 'orders', 'revenue'), (await customersReport(db, range)).topCustomers),
    countries: async (db, range) => toCsv(fields('country', 'orders', 'buyers', 'revenue'), (await customersReport(db, range)).countries),
  },
  products: {
    products: async (db, range) => toCsv(fields('name', 'category', 'productId', 'units', 'revenue', 'stock', 'turnover'), await productSales(db, range)),
    categories: async (db, range) => toCsv(fields('category', 'products', 'units', 'revenue'), (await productsReport(db, range)).categories),
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
