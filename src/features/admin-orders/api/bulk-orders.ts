/**
 * POST /admin/orders/bulk (decision 0230): fulfil, or mark shipped, the orders chosen on the list
 * (by id, or every order its query matches). Answers the row-by-row report and the server's
 * summary; the list and any order open in the cache are read again afterwards.
 */
import type { BulkAnswer } from '../../../contracts/admin-bulk';
import type { AdminOrderListQuery, OrderBulkAction, OrderBulkBody } from '../../../contracts/admin-orders';
import type { ApiEnvelope } from '../../../contracts/envelope';
import type { BulkRows } from '../../../components/admin/use-bulk-action';
import { adminApi, unwrapResult, type ApiResult } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { orderKeys } from './list-orders';

export function bulkChangeOrders(action: OrderBulkAction, rows: BulkRows<AdminOrderListQuery>): Promise<ApiResult<BulkAnswer>> {
  return unwrapResult(adminApi.post<ApiEnvelope<BulkAnswer>>('/admin/orders/bulk', { action, ...rows } satisfies OrderBulkBody));
}

/** Every order list and detail: a bulk move changes rows on any page and any order's detail. */
export const refreshOrders = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
