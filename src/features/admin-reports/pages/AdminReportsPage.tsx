/**
 * /admin/reports (decision 0140): sales, customers and products over a range of UTC
 * days, grouped by day, week or month, with charts and a CSV export of every table. The report,
 * range and grouping live in the address (?report=&from=&to=&groupBy=), so reload and back keep
 * them; the figures are the API's (decision 0116).
 */
import { AdminPageHeader } from '../../../components/admin/AdminPage';
import { useAdminListParams } from '../../../components/admin/use-admin-list-params';
import { CustomersReportView } from '../components/CustomersReportView';
import { ProductsReportView } from '../components/ProductsReportView';
import { ReportControls, type ReportChange } from '../components/ReportControls';
import { RangeProblem } from '../components/ReportParts';
import { SalesReportView } from '../components/SalesReportView';
import { REPORT_PARAMS, reportView, utcToday } from '../report-range';
import { rangeLabel } from '../report-words';

const VIEWS = { sales: SalesReportView, customers: CustomersReportView, products: ProductsReportView };

export function AdminReportsPage() {
  const list = useAdminListParams(REPORT_PARAMS);
  const today = utcToday();
  const view = reportView(list.params, today);
  const range = { from: view.from, to: view.to, groupBy: view.groupBy };
  const Report = VIEWS[view.report];

  return (
    <>
      <AdminPageHeader
        eyebrow="Back office"
        title="Reports"
        description={
          <>
            <span className="font-medium text-ink">{rangeLabel(view.from, view.to)}</span> · paid orders, counted on the day they were paid (UTC)
          </>
        }
      />
      <ReportControls view={view} today={today} onChange={(change: ReportChange) => list.setParams(change)} />
      {view.backwards ? <RangeProblem message="Choose a start date on or before the end date." /> : <Report range={range} />}
    </>
  );
}
