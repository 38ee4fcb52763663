/**
 * The cache keys of the back office's order screens, under the admin's private scope (forgotten
 * on sign-out, decision 0040). One prefix, so an action on one order refreshes every table page.
 */
import type { AdminOrderListQuery } from '../../../contracts/admin-orders';
import { privateScope } from '../../../lib/server-state';

const admin = privateScope('admin');

export const adminOrderKeys = {
  all: [admin, 'orders'] as const,
  list: (query: AdminOrderListQuery) => [...adminOrderKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
};
