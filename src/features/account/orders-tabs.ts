/** The tabs of /orders and their links (`/orders?tab=ongoing`), shared with the overview's counts. */
import type { OrderGroup } from '../../contracts/orders';
import { paths } from '../../config/paths';

/** A tab of /orders: every order, or one group of statuses. */
export type OrdersTab = 'all' | OrderGroup;

export const TAB_PARAM = 'tab';

export const ORDERS_TABS: ReadonlyArray<{ id: OrdersTab; label: string; empty: string; emptyText: string }> = [
  { id: 'all', label: 'All', empty: 'No orders yet', emptyText: 'When you place an order it will appear here, with its progress.' },
  { id: 'ongoing', label: 'Ongoing', empty: 'Nothing on its way', emptyText: 'Orders being prepared or on their way to you will show here.' },
  { id: 'completed', label: 'Completed', empty: 'No completed orders', emptyText: 'Orders that have been delivered will show here.' },
  { id: 'cancelled', label: 'Cancelled', empty: 'No cancelled orders', emptyText: 'Orders you or we cancelled will show here.' },
];

export function isOrdersTab(value: string | null): value is OrdersTab {
  return ORDERS_TABS.some((tab) => tab.id === value);
}

export function ordersTabHref(tab: OrdersTab): string {
  const base = paths.account.orders.getHref();
  return tab === 'all' ? base : `${base}?${TAB_PARAM}=${tab}`;
}
