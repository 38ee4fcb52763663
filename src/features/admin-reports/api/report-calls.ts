/**
 * GET /admin/reports/sales, /customers and /products over a range, and /{report}/export for one
 * table as CSV, under the admin's private scope. The export is fetched with the admin client (it
 * carries the token) as a file; its name is the server's (Content-Disposition), and a refusal,
 * which also arrives as a file, is read back into the server's message.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CustomersReport, ProductsReport, ReportGrouping, ReportName, SalesReport } from '../../../contracts/admin-reports';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, type ApiResult, unwrap } from '../../../lib/api-client';
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

const FILE_NAME = /filename="?([^";]+)"?/;

/** The file's JSON refusal, so the toast can say what the server said. */
async function readRefusal(error: unknown): Promise<never> {
  const response = (error as { response?: { data?: unknown } }).response;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      // Not JSON: the caller's fallback stands.
    }
  }
  throw error;
}

export async function exportReportTable(report: ReportName, table: string, range: ReportRangeQuery): Promise<ApiResult<{ file: Blob; fileName: string }>> {
  const response = await adminApi
    .get<Blob>(`/admin/reports/${report}/export`, { params: { ...range, table }, responseType: 'blob', headers: { Accept: 'text/csv' } })
    .catch(readRefusal);
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = FILE_NAME.exec(disposition)?.[1] ?? `verdant-${report}-${table}-${range.from}-to-${range.to}.csv`;
  return { data: { file: response.data, fileName }, message: `Downloaded ${fileName}` };
}
