/**
 * GET /admin/orders: searched by order number or customer, filtered by status, payment status and
 * dates, sorted and paged. Cache keys under the admin's private scope (forgotten on sign-out).
 */
import type { AdminOrderList, AdminOrderListQuery } from '../../../contracts/admin-orders';
import { adminPageQuery, fetchAdminPage } from '../../../lib/admin-page-query';
import { privateScope } from '../../../lib/server-state';

export const orderKeys = {
  all: [privateScope('admin'), 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: AdminOrderListQuery) => [...orderKeys.lists(), query] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

export function listOrders(query: AdminOrderListQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  return fetchAdminPage<AdminOrderList>('/admin/orders', query, signal);
}

export const ordersQuery = (query: AdminOrderListQuery) =>
  adminPageQuery<AdminOrderList>(orderKeys.list(query), '/admin/orders', query);
