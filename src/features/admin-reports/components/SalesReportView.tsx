/**
 * The sales report: revenue, orders, average order value, tax, discounts and shipping for the
 * range (what customers paid for paid orders and kept paid, decisions 0116 and 0232), refunds
 * beside them, each counted on the day it was made,
 * a chart of revenue and orders per period, and the periods as a table with its CSV.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import type { Column } from '../../../components/admin/DataTable';
import { EmptyState } from '../../../components/StatusPanels';
import type { SalesReport } from '../../../contracts/admin-reports';
import { formatPaid } from '../../../lib/format';
import { reportQuery, type ReportRangeQuery } from '../api/report-calls';
import { counted, count, periodLabel } from '../report-words';
import { ChartPanel, changes, countCell, type Figure, FigureCards, NO_SALES, ReportState, ReportTable, revenueCell } from './ReportParts';

const SalesChart = lazy(async () => ({ default: (await import('./report-charts')).SalesChart }));

type Bucket = SalesReport['buckets'][number];

const money = (pick: (bucket: Bucket) => number) => (bucket: Bucket) => <span className="tabular-nums">{formatPaid(pick(bucket))}</span>;

function columns(groupBy: SalesReport['range']['groupBy']): Column<Bucket>[] {
  return [
    { key: 'period', header: 'Period', cell: (bucket) => <span className="whitespace-nowrap font-medium text-ink">{periodLabel(bucket.period, groupBy)}</span> },
    { key: 'orders', header: 'Orders', align: 'right', cell: (bucket) => countCell(bucket.orders) },
    { key: 'revenue', header: 'Revenue', align: 'right', cell: (bucket) => revenueCell(bucket.revenue) },
    { key: 'aov', header: 'Avg order', align: 'right', priority: 'secondary', cell: money((bucket) => bucket.averageOrderValue) },
    { key: 'tax', header: 'Tax', align: 'right', priority: 'secondary', cell: money((bucket) => bucket.tax) },
    { key: 'discounts', header: 'Discounts', align: 'right', priority: 'secondary', cell: money((bucket) => bucket.discounts) },
    { key: 'shipping', header: 'Shipping', align: 'right', priority: 'secondary', cell: money((bucket) => bucket.shipping) },
  ];
}

function figures({ totals, previous }: SalesReport): Figure[] {
  const change = changes(totals, previous.totals);
  return [
    { label: 'Revenue', value: formatPaid(totals.revenue), detail: 'What customers paid: goods after discounts, with shipping and tax, less refunds', change: change('revenue') },
    { label: 'Orders', value: count(totals.orders), detail: 'Paid, and not refunded', change: change('orders') },
    { label: 'Average order value', value: formatPaid(totals.averageOrderValue), detail: 'Revenue over orders', change: change('averageOrderValue') },
    { label: 'Tax', value: formatPaid(totals.tax), detail: 'Included in revenue', change: change('tax') },
    { label: 'Discounts', value: formatPaid(totals.discounts), detail: 'Given by codes', change: change('discounts') },
    { label: 'Shipping', value: formatPaid(totals.shipping), detail: 'Charged to customers', change: change('shipping') },
  ];
}

function Refunds({ refunds }: SalesReport) {
  return (
    <p className="-mt-3 text-[13.5px] text-ink-muted" data-testid="refunds">
      {refunds.count === 0
        ? 'No refunds were made in this range.'
        : `Refunded in this range: ${counted(refunds.count, 'refund', 'refunds')}, ${formatPaid(refunds.amount)}. A fully refunded order is not counted in the figures above, and refunds are taken off the revenue of the day their order was paid.`}
    </p>
  );
}

export function SalesReportView({ range }: { range: ReportRangeQuery }) {
  const sales = useQuery(reportQuery('sales', range));
  // While a new range loads, the figures on screen are the last range's, with its grouping.
  const groupBy = sales.data?.range.groupBy ?? range.groupBy;
  return (
    <ReportState query={sales} report="sales" range={range}>
      {(report) =>
        report && report.totals.orders === 0 ? (
          <>
            <EmptyState title={NO_SALES}>A sale counts on the day it is paid. Try a longer range.</EmptyState>
            {report.refunds.count > 0 ? <Refunds {...report} /> : null}
          </>
        ) : (
          <>
            <FigureCards figures={report ? figures(report) : undefined} count={6} range={report?.range} />
            {report ? <Refunds {...report} /> : null}
            <ChartPanel title="Revenue and orders">{report ? <SalesChart report={report} /> : null}</ChartPanel>
            <ReportTable
              title={`Sales by ${groupBy}`}
              table="buckets"
              columns={columns(groupBy)}
              rows={report?.buckets}
              rowKey={(bucket) => bucket.period}
            />
          </>
        )
      }
    </ReportState>
  );
}
