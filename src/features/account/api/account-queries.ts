/**
 * The cache keys of the account screens, all under the customer's private scope (forgotten on
 * sign-out). Orders share one prefix so a cancellation refreshes every list, count and detail.
 */
import { privateScope, queryClient } from '../../../lib/server-state';
import type { OrdersTab } from '../orders-tabs';

const customer = privateScope('customer');

export const accountKeys = {
  account: [customer, 'account'] as const,
  dashboard: [customer, 'dashboard'] as const,
  orders: [customer, 'orders'] as const,
  orderList: (tab: OrdersTab) => [...accountKeys.orders, 'list', tab] as const,
  recentOrders: () => [...accountKeys.orders, 'recent'] as const,
  order: (id: string) => [...accountKeys.orders, 'detail', id] as const,
};

/** After an order changes: its lists, the recent orders and the counts are read again when next shown. */
export async function refreshOrderSummaries(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...accountKeys.orders, 'list'] }),
    queryClient.invalidateQueries({ queryKey: accountKeys.recentOrders() }),
    queryClient.invalidateQueries({ queryKey: accountKeys.dashboard }),
  ]);
}
