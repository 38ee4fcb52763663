import { queryOptions } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../contracts/admin-orders';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { orderKeys } from './list-orders';

/** GET /admin/orders/{id}: lines, customer, addresses, payment, timeline and the moves allowed now. */
export async function getAdminOrder(id: string): Promise<AdminOrderDetail> {
  const { order } = await unwrap(adminApi.get<ApiEnvelope<{ order: AdminOrderDetail }>>(`/admin/orders/${encodeURIComponent(id)}`));
  return order;
}

export const adminOrderQuery = (id: string) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getAdminOrder(id) });
