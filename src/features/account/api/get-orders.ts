import { queryOptions } from '@tanstack/react-query';
import type { OrderSummary } from '../../../contracts/orders';
import { customerApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';
import type { OrdersTab } from '../orders-tabs';
import { accountKeys } from './account-queries';

/** Each tab of the orders page is its own call (docs/product/accounts.md#customer-calls). */
const PATHS: Record<OrdersTab, string> = {
  all: '/user/orders',
  ongoing: '/user/orders/ongoing',
  completed: '/user/orders/completed',
  cancelled: '/user/orders/cancelled',
};

/** GET /user/orders[/ongoing|/completed|/cancelled]: newest first, the spec's default page (1, 1000). */
export async function getOrders(tab: OrdersTab): Promise<OrderSummary[]> {
  const { orders } = await unwrap(customerApi.get<ApiEnvelope<{ orders: OrderSummary[] }>>(PATHS[tab]));
  return orders;
}

export const ordersQuery = (tab: OrdersTab) => queryOptions({ queryKey: accountKeys.orderList(tab), queryFn: () => getOrders(tab) });
