import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderListQuery } from '../../../contracts/admin-orders';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

/** GET /admin/orders: one page, searched by number or customer, filtered by status, payment and days. */
export function getAdminOrders(query: AdminOrderListQuery): Promise<AdminOrderList> {
  return unwrap(adminApi.get<ApiEnvelope<AdminOrderList>>('/admin/orders', { params: query }));
}

/** The previous page stays on screen while the next one loads. */
export const adminOrdersQuery = (query: AdminOrderListQuery) =>
  queryOptions({ queryKey: adminOrderKeys.list(query), queryFn: () => getAdminOrders(query), placeholderData: keepPreviousData });
