import { queryOptions } from '@tanstack/react-query';
import type { OrderSummary } from '../../../contracts/orders';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { accountKeys } from './account-queries';

/** GET /user/dashboard/recent-orders: the five latest orders. */
export async function getRecentOrders(): Promise<OrderSummary[]> {
  const { orders } = await unwrap(customerApi.get<ApiEnvelope<{ orders: OrderSummary[] }>>('/user/dashboard/recent-orders'));
  return orders;
}

export const recentOrdersQuery = () => queryOptions({ queryKey: accountKeys.recentOrders(), queryFn: getRecentOrders });
