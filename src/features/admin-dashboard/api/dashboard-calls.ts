/**
 * GET /admin/dashboard/overview (figures, orders by status, low stock, recent orders) and
 * /admin/dashboard/stats?days= (the daily revenue series), under the admin's private scope.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DashboardOverview, DashboardStats } from '../../../contracts/admin-dashboard';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { privateScope } from '../../../lib/server-state';

const dashboard = [privateScope('admin'), 'dashboard'] as const;

export function getOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return unwrap(adminApi.get<ApiEnvelope<DashboardOverview>>('/admin/dashboard/overview', { signal }));
}

export function getStats(days: number, signal?: AbortSignal): Promise<DashboardStats> {
  return unwrap(adminApi.get<ApiEnvelope<DashboardStats>>('/admin/dashboard/stats', { params: { days }, signal }));
}

export const overviewQuery = () => queryOptions({ queryKey: [...dashboard, 'overview'], queryFn: ({ signal }) => getOverview(signal) });
export const statsQuery = (days: number) => queryOptions({ queryKey: [...dashboard, 'stats', days], queryFn: ({ signal }) => getStats(days, signal) });
