/**
 * GET /admin/reports/sales, /customers and /products over a range, and /{report}/export for one
 * table as CSV (fetched as a file by components/admin/ExportButton.tsx), under the admin's private scope.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CustomersReport, ProductsReport, ReportGrouping, ReportName, SalesReport } from '../../../contracts/admin-reports';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { privateScope } from '../../../lib/server-state';

export interface ReportRangeQuery {
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

interface Reports {
  sales: SalesReport;
  customers: CustomersReport;
  products: ProductsReport;
}

const reports = [privateScope('admin'), 'reports'] as const;

export const reportQuery = <R extends ReportName>(report: R, range: ReportRangeQuery, enabled = true) =>
  queryOptions({
    queryKey: [...reports, report, range],
    queryFn: ({ signal }) => unwrap(adminApi.get<ApiEnvelope<Reports[R]>>(`/admin/reports/${report}`, { params: range, signal })),
    // A new range dims the figures shown rather than blanking them.
    placeholderData: keepPreviousData,
    // A refused range (400) will be refused again: say so at once.
    retry: (failures, error) => (error as { response?: { status?: number } }).response?.status !== 400 && failures < 2,
    enabled,
  });
