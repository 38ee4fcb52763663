import type { OrderSummary } from '../../../contracts/orders';
import { customerApi, unwrap, type ApiEnvelope } from '../../../lib/api-client';

/** GET /user/dashboard/recent-orders: the five latest orders. */
export async function getRecentOrders(): Promise<OrderSummary[]> {
  const { orders } = await unwrap(customerApi.get<ApiEnvelope<{ orders: OrderSummary[] }>>('/user/dashboard/recent-orders'));
  return orders;
}
