/**
 * The products report: units and revenue per product, best sellers first (the lines' value before
 * order discounts, shipping and tax), with stock and the estimated stock turnover; the best
 * sellers' sizes (SizeSalesTable.tsx, decision 0249); and per category as a chart and a table
 * (decision 0116). Each table has its CSV, which lists every product (or size) sold.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import type { Column } from '../../../components/admin/DataTable';
import { EmptyState } from '../../../components/StatusPanels';
import type { ProductsReport } from '../../../contracts/admin-reports';
import { paths } from '../../../config/paths';
import { formatPaid } from '../../../lib/format';
import { reportQuery, type ReportRangeQuery } from '../api/report-calls';
import { categoryName, count, counted, turnoverLabel } from '../report-words';
import { ChartPanel, changes, countCell, type Figure, FigureCards, NO_SALES, RecordLink, ReportState, ReportTable, revenueCell } from './ReportParts';
import { SizeSalesTable } from './SizeSalesTable';

const CategoriesChart = lazy(async () => ({ default: (await import('./report-charts')).CategoriesChart }));

type ProductRow = ProductsReport['products'][number];
type CategoryRow = ProductsReport['categories'][number];

export const TURNOVER_NOTE =
  "Stock turnover is an estimate: units sold over the average stock, taken as today's stock plus half the units sold. The shop keeps no stock history, so restocks are not known and an older range reads low.";

const productColumns: Column<ProductRow>[] = [
  {
    key: 'name',
    header: 'Product',
    cell: (product) =>
      product.productId ? (
        <RecordLink to={paths.admin.product.getHref(product.productId)}>{product.name}</RecordLink>
      ) : (
        <span className="font-medium text-ink">
          {product.name} <span className="text-[12px] font-normal text-ink-muted">(deleted)</span>
        </span>
      ),
    className: 'min-w-[150px] max-w-[280px]',
  },
  { key: 'category', header: 'Category', priority: 'secondary', cell: (product) => <span className="text-ink-soft">{product.category ? categoryName(product.category) : '—'}</span> },
  { key: 'units', header: 'Units', align: 'right', cell: (product) => countCell(product.units) },
  { key: 'revenue', header: 'Revenue', align: 'right', cell: (product) => revenueCell(product.revenue) },
  { key: 'stock', header: 'Stock', align: 'right', priority: 'secondary', cell: (product) => (product.stock === null ? '—' : countCell(product.stock)) },
  { key: 'turnover', header: 'Turnover', align: 'right', cell: (product) => <span className="tabular-nums">{turnoverLabel(product.turnover)}</span> },
];

const categoryColumns: Column<CategoryRow>[] = [
  { key: 'category', header: 'Category', cell: (row) => <span className="font-medium text-ink">{categoryName(row.category)}</span> },
  { key: 'products', header: 'Products', align: 'right', priority: 'secondary', cell: (row) => countCell(row.products) },
  { key: 'units', header: 'Units', align: 'right', cell: (row) => countCell(row.units) },
  { key: 'revenue', header: 'Revenue', align: 'right', cell: (row) => revenueCell(row.revenue) },
];

function figures(report: ProductsReport): Figure[] {
  const change = changes({ ...report.totals, products: report.totalProducts }, report.previous.totals);
  return [
    { label: 'Product revenue', value: formatPaid(report.totals.revenue), detail: 'Before order discounts, shipping and tax', change: change('revenue') },
    { label: 'Units sold', value: count(report.totals.units), detail: 'In paid orders', change: change('units') },
    { label: 'Products sold', value: count(report.totalProducts), detail: counted(report.categories.length, 'category', 'categories'), change: change('products') },
  ];
}

export function ProductsReportView({ range }: { range: ReportRangeQuery }) {
  const products = useQuery(reportQuery('products', range));
  return (
    <ReportState query={products} report="products" range={range}>
      {(report) =>
        report && report.totalProducts === 0 ? (
          <EmptyState title={NO_SALES}>Products count here once an order with them is paid. Try a longer range.</EmptyState>
        ) : (
          <>
            <FigureCards figures={report ? figures(report) : undefined} count={3} range={report?.range} />
            <ReportTable
              title="Best sellers"
              table="products"
              columns={productColumns}
              rows={report?.products}
              rowKey={(product) => product.productId ?? `deleted:${product.name}`}
              note={
                <>
                  {report && report.totalProducts > report.products.length
                    ? `The ${report.products.length} best sellers of ${count(report.totalProducts)} products sold; the CSV lists every one. `
                    : null}
                  {TURNOVER_NOTE}
                </>
              }
            />
            <SizeSalesTable report={report} />
            <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
              <ChartPanel title="Revenue by category" height={220}>
                {report ? <CategoriesChart report={report} /> : null}
              </ChartPanel>
              <ReportTable
                title="By category"
                table="categories"
                columns={categoryColumns}
                rows={report?.categories}
                rowKey={(row) => row.category}
              />
            </div>
          </>
        )
      }
    </ReportState>
  );
}
