/** /admin/reports/sales, /customers, /products over a range, and /{report}/export for each table as CSV. */
import { customersReport as customersSchema, productsReport as productsSchema, reportExportParams, reportExportQuery, reportQuery, salesReport as salesSchema } from '#contracts/admin-reports';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { customersReport } from './customers-report';
import { productsReport } from './products-report';
import { withPrevious } from './previous-period';
import { exportReport } from './report-exports';
import { salesReport } from './sales-report';
import { route, routesOf } from '../../lib/routes';

const RANGE_NOTE = 'Whole UTC days from..to (both included; the last 30 days by default), grouped by day, week (from Monday) or month. Paid orders only, by the day they were paid; refunded orders are not sales. `previous` holds the same totals over as many days just before `from`. Money in pence.';

export async function adminReportRoutes(app: App): Promise<void> {
  const tags = [TAG.adminReports];

  routesOf(app, [
    route({ method: 'GET', url: '/admin/reports/sales', config: { auth: 'admin' },
      schema: {
        operationId: 'getSalesReport',
        tags,
        summary: 'Revenue, orders, average order value, tax, discounts and shipping per period and in total, and refunds',
        description: RANGE_NOTE,
        querystring: reportQuery,
        response: { 200: envelope(salesSchema) },
      },
      handler: async (request) => ok(await withPrevious(request.query, (range) => salesReport(app.db, range), (report) => report.totals), 'Sales report fetched'),
    }),
    route({ method: 'GET', url: '/admin/reports/customers', config: { auth: 'admin' },
      schema: {
        operationId: 'getCustomersReport',
        tags,
        summary: 'New accounts, first-time and returning buyers per period, top customers and sales by country',
        description: RANGE_NOTE,
        querystring: reportQuery,
        response: { 200: envelope(customersSchema) },
      },
      handler: async (request) => ok(await withPrevious(request.query, (range) => customersReport(app.db, range), (report) => report.totals), 'Customers report fetched'),
    }),
    route({ method: 'GET', url: '/admin/reports/products', config: { auth: 'admin' },
      schema: {
        operationId: 'getProductsReport',
        tags,
        summary: 'Units, revenue and stock turnover per product (best sellers first) and per category',
        description: RANGE_NOTE,
        querystring: reportQuery,
        response: { 200: envelope(productsSchema) },
      },
      handler: async (request) => ok(
          await withPrevious(request.query, (range) => productsReport(app.db, range), (report) => ({ ...report.totals, products: report.totalProducts })),
          'Products report fetched',
        ),
    }),
    route({ method: 'GET', url: '/admin/reports/:report/export', config: { auth: 'admin' },
      schema: {
        operationId: 'exportReport',
        tags,
        summary: 'One table of a report as a CSV file (sales: buckets; customers: buckets, top-customers, countries; products: products, categories)',
        description: `${RANGE_NOTE} Cells starting with = + - @ are prefixed with an apostrophe so a spreadsheet never runs them as formulas.`,
        params: reportExportParams,
        querystring: reportExportQuery,
      },
      handler: async (request, reply) => {
        const { table, ...range } = request.query;
        const { csv, fileName } = await exportReport(app.db, request.params.report, table, range);
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
      },
    }),
  ]);
}
