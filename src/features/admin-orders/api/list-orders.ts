/**
 * GET /admin/orders: searched by order number or customer, filtered by status, payment status and
 * dates, sorted and paged. Cache keys under the admin's private scope (forgotten on sign-out).
 */
import type { AdminOrderList, AdminOrderListQuery } from '../../../contracts/admin-orders';
import { adminPageQuery, adminRecordKeys, fetchAdminPage } from '../../../lib/admin-page-query';

export const orderKeys = adminRecordKeys<AdminOrderListQuery>('orders');

export function listOrders(query: AdminOrderListQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  return fetchAdminPage<AdminOrderList>('/admin/orders', query, signal);
}

export const ordersQuery = (query: AdminOrderListQuery) =>
  adminPageQuery<AdminOrderList>(orderKeys.list(query), '/admin/orders', query);
