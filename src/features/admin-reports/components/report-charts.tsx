/**
 * The reports' charts, drawn by the back office's chart (AdminChart, which brings chart.js): loaded
 * lazily by each report after its figures, so the library never delays them. What is charted
 * (decision 0140): sales as revenue bars with the orders as a line; customers as first-time and
 * returning buyers stacked, with new accounts as a line; products as revenue per category.
 */
import { AdminChart, CHART_COLOURS } from '../../../components/admin/AdminChart';
import type { CustomersReport, ProductsReport, SalesReport } from '../../../contracts/admin-reports';
import { formatPaid } from '../../../lib/format';
import { categoryName, counted, rangeLabel, shortPeriodLabel } from '../report-words';

const labelsOf = (report: SalesReport | CustomersReport) => report.buckets.map((bucket) => shortPeriodLabel(bucket.period, report.range.groupBy));
const PERIOD_HEADER = { day: 'Day', week: 'Week starting', month: 'Month' } as const;

export function SalesChart({ report }: { report: SalesReport }) {
  return (
    <AdminChart
      labels={labelsOf(report)}
      series={[
        { label: 'Revenue', unit: 'money', values: report.buckets.map((bucket) => bucket.revenue), colour: CHART_COLOURS.sageLight },
        { label: 'Orders', unit: 'count', type: 'line', values: report.buckets.map((bucket) => bucket.orders), colour: CHART_COLOURS.forest },
      ]}
      summary={`Revenue and orders per ${report.range.groupBy}, ${rangeLabel(report.range.from, report.range.to)}: ${formatPaid(report.totals.revenue)} from ${counted(report.totals.orders, 'order', 'orders')}.`}
      caption={`Revenue and orders per ${report.range.groupBy}`}
      labelHeader={PERIOD_HEADER[report.range.groupBy]}
      height={280}
    />
  );
}

export function BuyersChart({ report }: { report: CustomersReport }) {
  const { totals } = report;
  return (
    <AdminChart
      labels={labelsOf(report)}
      series={[
        { label: 'First-time buyers', unit: 'count', values: report.buckets.map((bucket) => bucket.firstTimeBuyers), colour: CHART_COLOURS.sage },
        { label: 'Returning buyers', unit: 'count', values: report.buckets.map((bucket) => bucket.returningBuyers), colour: CHART_COLOURS.sand },
        { label: 'New accounts', unit: 'count', type: 'line', values: report.buckets.map((bucket) => bucket.newCustomers), colour: CHART_COLOURS.forest },
      ]}
      stacked
      summary={`Buyers per ${report.range.groupBy}, ${rangeLabel(report.range.from, report.range.to)}: ${counted(totals.firstTimeBuyers, 'first-time buyer', 'first-time buyers')}, ${counted(totals.returningBuyers, 'returning buyer', 'returning buyers')}, ${counted(totals.newCustomers, 'new account', 'new accounts')}.`}
      caption={`New and returning buyers per ${report.range.groupBy}`}
      labelHeader={PERIOD_HEADER[report.range.groupBy]}
      height={280}
    />
  );
}

export function CategoriesChart({ report }: { report: ProductsReport }) {
  return (
    <AdminChart
      labels={report.categories.map((category) => categoryName(category.category))}
      series={[
        { label: 'Revenue', unit: 'money', values: report.categories.map((category) => category.revenue), colour: CHART_COLOURS.sageLight },
        { label: 'Units', unit: 'count', values: report.categories.map((category) => category.units), drawn: false },
      ]}
      horizontal
      summary={`Product revenue per category, ${rangeLabel(report.range.from, report.range.to)}.`}
      caption="Product revenue per category"
      labelHeader="Category"
      height={Math.max(160, report.categories.length * 48)}
    />
  );
}
