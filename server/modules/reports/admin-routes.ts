/** /admin/reports/sales, /customers, /products over a range, and /{report}/export for each table as CSV. */
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import {
  customersReport as customersSchema,
  productsReport as productsSchema,
  reportExportParams,
  reportExportQuery,
  reportQuery,
  type ReportRange,
  salesReport as salesSchema,
} from '#contracts/admin-reports';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import type { Db } from '../../db/client';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { customersReport } from './customers-report';
import { productsReport } from './products-report';
import { withPrevious } from './previous-period';
import { exportReport } from './report-exports';
import { salesReport } from './sales-report';
import { type DeclaredRoute, route, routesOf } from '../../lib/routes';

const RANGE_NOTE = 'Whole UTC days from..to (both included; the last 30 days by default), grouped by day, week (from Monday) or month. Paid orders only, by the day they were paid; refunded orders are not sales. `previous` holds the same totals over as many days just before `from`. Money in pence.';

interface RangeReport<R, T> {
  /** The report's path segment: /admin/reports/sales. */
  name: string;
  operationId: string;
  summary: string;
  answer: z.ZodType;
  /** The success message, e.g. `Sales report fetched`. */
  fetched: string;
  build: (db: Db, range: ReportRange) => Promise<R>;
  /** What the comparison keeps of the range before. */
  totalsOf: (report: R) => T;
}

/** A report over the asked range, with its totals over the range before (previous-period.ts). */
function rangeReportRoute<R, T>(app: App, report: RangeReport<R, T>): DeclaredRoute {
  // Typed by hand: a generic schema cannot type the handler, so the report function's own types stand in.
  return route<FastifySchema>({ method: 'GET', url: `/admin/reports/${report.name}`, config: { auth: 'admin' },
    schema: {
      operationId: report.operationId,
      tags: [TAG.adminReports],
      summary: report.summary,
      description: RANGE_NOTE,
      querystring: reportQuery,
      response: { 200: envelope(report.answer) },
    },
    handler: async (request) => ok(await withPrevious(request.query as ReportRange, (range) => report.build(app.db, range), report.totalsOf), report.fetched),
  });
}

export async function adminReportRoutes(app: App): Promise<void> {
  const tags = [TAG.adminReports];

  routesOf(app, [
    rangeReportRoute(app, { name: 'sales', operationId: 'getSalesReport', answer: salesSchema, fetched: 'Sales report fetched',
      summary: 'Revenue, orders, average order value, tax, discounts and shipping per period and in total, and refunds',
      build: salesReport, totalsOf: (report) => report.totals }),
    rangeReportRoute(app, { name: 'customers', operationId: 'getCustomersReport', answer: customersSchema, fetched: 'Customers report fetched',
      summary: 'New accounts, first-time and returning buyers per period, top customers and sales by country',
      build: customersReport, totalsOf: (report) => report.totals }),
    rangeReportRoute(app, { name: 'products', operationId: 'getProductsReport', answer: productsSchema, fetched: 'Products report fetched',
      summary: 'Units, revenue and stock turnover per product (best sellers first) and per category',
      build: productsReport, totalsOf: (report) => ({ ...report.totals, products: report.totalProducts }) }),
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
