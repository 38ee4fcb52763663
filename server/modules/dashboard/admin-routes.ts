/** /admin/dashboard/overview and /stats: the back office's home figures and its revenue chart. */
import { dashboardOverview as overviewSchema, dashboardStats as statsSchema, dashboardStatsQuery } from '#contracts/admin-dashboard';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import { TAG } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { dashboardOverview, dashboardStats } from './dashboard-queries';
import { route, routesOf } from '../../lib/routes';

export async function adminDashboardRoutes(app: App): Promise<void> {
  const tags = [TAG.adminDashboard];

  routesOf(app, [
    route({ method: 'GET', url: '/admin/dashboard/overview', config: { auth: 'admin' },
      schema: { operationId: 'getAdminDashboardOverview', tags, summary: 'Revenue, paid orders and new customers today, 7 and 30 days; orders by status; low stock; recent orders', response: { 200: envelope(overviewSchema) } },
      handler: async () => ok(await dashboardOverview(app.db), 'Dashboard fetched'),
    }),
    route({ method: 'GET', url: '/admin/dashboard/stats', config: { auth: 'admin' },
      schema: { operationId: 'getAdminDashboardStats', tags, summary: 'Revenue and paid orders per day (UTC) over the last N days, for the chart', querystring: dashboardStatsQuery, response: { 200: envelope(statsSchema) } },
      handler: async (request) => ok(await dashboardStats(app.db, request.query.days), 'Dashboard stats fetched'),
    }),
  ]);
}
