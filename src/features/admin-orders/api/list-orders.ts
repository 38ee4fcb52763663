/**
 * GET /admin/orders: searched by order number or customer, filtered by status, payment status and
 * dates, sorted and paged. Cache keys under the admin's private scope (forgotten on sign-out).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderListQuery } from '../../../contracts/admin-orders';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { privateScope } from '../../../lib/server-state';

export const orderKeys = {
  all: [privateScope('admin'), 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: AdminOrderListQuery) => [...orderKeys.lists(), query] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

export function listOrders(query: AdminOrderListQuery, signal?: AbortSignal): Promise<AdminOrderList> {
  return unwrap(adminApi.get<ApiEnvelope<AdminOrderList>>('/admin/orders', { params: query, signal }));
}

export const ordersQuery = (query: AdminOrderListQuery) =>
  queryOptions({ queryKey: orderKeys.list(query), queryFn: ({ signal }) => listOrders(query, signal), placeholderData: keepPreviousData });
