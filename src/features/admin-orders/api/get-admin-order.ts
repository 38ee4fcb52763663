import { queryOptions } from '@tanstack/react-query';
import type { AdminOrderDetail } from '../../../contracts/admin-orders';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { adminOrderKeys } from './admin-order-keys';

/** GET /admin/orders/{id}: lines, customer, addresses, payment, timeline and the moves allowed now. */
export async function getAdminOrder(id: string): Promise<AdminOrderDetail> {
  const { order } = await unwrap(adminApi.get<ApiEnvelope<{ order: AdminOrderDetail }>>(`/admin/orders/${encodeURIComponent(id)}`));
  return order;
}

export const adminOrderQuery = (id: string) => queryOptions({ queryKey: adminOrderKeys.detail(id), queryFn: () => getAdminOrder(id) });
