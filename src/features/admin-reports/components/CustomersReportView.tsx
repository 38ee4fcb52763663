/**
 * The customers report: new accounts and buyers (first-time and returning, by email, guests
 * included; decision 0116) for the range, a chart of them per period, the top customers by revenue
 * (a link to the customer when the buyer has an account) and sales by shipping country, each table
 * with its CSV.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import type { Column } from '../../../components/admin/DataTable';
import { countryName } from '../../../components/AddressLines';
import { EmptyState } from '../../../components/StatusPanels';
import type { CustomersReport, ReportGrouping } from '../../../contracts/admin-reports';
import { paths } from '../../../config/paths';
import { reportQuery, type ReportRangeQuery } from '../api/report-calls';
import { count, periodLabel } from '../report-words';
import { ChartPanel, changes, countCell, type Figure, FigureCards, NO_SALES, RecordLink, ReportState, ReportTable, revenueCell } from './ReportParts';

const BuyersChart = lazy(async () => ({ default: (await import('./report-charts')).BuyersChart }));

type TopCustomer = CustomersReport['topCustomers'][number];
type Country = CustomersReport['countries'][number];
type Bucket = CustomersReport['buckets'][number];

const topColumns: Column<TopCustomer>[] = [
  {
    key: 'name',
    header: 'Customer',
    cell: (customer) => (
      <div className="min-w-0">
        {customer.customerId ? (
          <RecordLink to={paths.admin.customer.getHref(customer.customerId)}>{customer.name}</RecordLink>
        ) : (
          <span className="font-medium text-ink">
            {customer.name} <span className="text-[12px] font-normal text-ink-muted">(guest)</span>
          </span>
        )}
        <p className="truncate text-[12.5px] text-ink-muted">{customer.email}</p>
      </div>
    ),
    className: 'max-w-[280px]',
  },
  { key: 'orders', header: 'Orders', align: 'right', cell: (customer) => countCell(customer.orders) },
  { key: 'revenue', header: 'Revenue', align: 'right', cell: (customer) => revenueCell(customer.revenue) },
];

const countryColumns: Column<Country>[] = [
  { key: 'country', header: 'Country', cell: (row) => <span className="font-medium text-ink">{countryName(row.country)}</span> },
  { key: 'orders', header: 'Orders', align: 'right', cell: (row) => countCell(row.orders) },
  { key: 'buyers', header: 'Buyers', align: 'right', priority: 'secondary', cell: (row) => countCell(row.buyers) },
  { key: 'revenue', header: 'Revenue', align: 'right', cell: (row) => revenueCell(row.revenue) },
];

const bucketColumns = (groupBy: ReportGrouping): Column<Bucket>[] => [
  { key: 'period', header: 'Period', cell: (bucket) => <span className="whitespace-nowrap font-medium text-ink">{periodLabel(bucket.period, groupBy)}</span> },
  { key: 'new', header: 'New accounts', align: 'right', cell: (bucket) => countCell(bucket.newCustomers) },
  { key: 'buyers', header: 'Buyers', align: 'right', priority: 'secondary', cell: (bucket) => countCell(bucket.buyers) },
  { key: 'first', header: 'First-time', align: 'right', cell: (bucket) => countCell(bucket.firstTimeBuyers) },
  { key: 'returning', header: 'Returning', align: 'right', cell: (bucket) => countCell(bucket.returningBuyers) },
];

function figures({ totals, previous }: CustomersReport): Figure[] {
  const change = changes(totals, previous.totals);
  return [
    { label: 'Buyers', value: count(totals.buyers), detail: 'Different emails with a paid order', change: change('buyers') },
    { label: 'First-time buyers', value: count(totals.firstTimeBuyers), detail: 'Their first paid order ever', change: change('firstTimeBuyers') },
    { label: 'Returning buyers', value: count(totals.returningBuyers), detail: 'Had paid before', change: change('returningBuyers') },
    { label: 'New accounts', value: count(totals.newCustomers), detail: 'Customers who signed up', change: change('newCustomers') },
  ];
}

export function CustomersReportView({ range }: { range: ReportRangeQuery }) {
  const customers = useQuery(reportQuery('customers', range));
  const groupBy = customers.data?.range.groupBy ?? range.groupBy;
  return (
    <ReportState query={customers} report="customers" range={range}>
      {(report) =>
        report && report.totals.buyers === 0 && report.totals.newCustomers === 0 ? (
          <EmptyState title={NO_SALES}>No one signed up or paid for an order in this range. Try a longer range.</EmptyState>
        ) : (
          <>
            <FigureCards figures={report ? figures(report) : undefined} count={4} range={report?.range} />
            <ChartPanel title="New and returning">{report ? <BuyersChart report={report} /> : null}</ChartPanel>
            <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
              <ReportTable
                title="Top customers"
                table="top-customers"
                columns={topColumns}
                rows={report?.topCustomers}
                rowKey={(customer) => customer.email}
              />
              <ReportTable
                title="By country"
                table="countries"
                columns={countryColumns}
                rows={report?.countries}
                rowKey={(row) => row.country}
              />
            </div>
            <ReportTable
              title={`Customers by ${groupBy}`}
              table="buckets"
              columns={bucketColumns(groupBy)}
              rows={report?.buckets}
              rowKey={(bucket) => bucket.period}
              empty="No customers in this range"
            />
          </>
        )
      }
    </ReportState>
  );
}
