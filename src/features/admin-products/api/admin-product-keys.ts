/**
 * The cache keys of the back office's product screens, all under the admin's private scope
 * (forgotten on sign-out, decision 0040). Lists and details share one prefix, so a change to one
 * product refreshes every table page that may show it.
 */
import type { AdminProductListQuery } from '../../../contracts/admin-products';
import { privateScope, queryClient } from '../../../lib/server-state';

const admin = privateScope('admin');

export const adminProductKeys = {
  all: [admin, 'products'] as const,
  list: (query: AdminProductListQuery) => [...adminProductKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminProductKeys.all, 'detail', id] as const,
};

/** After a product changed: every table page is read again when next shown. */
export async function refreshProductLists(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [...adminProductKeys.all, 'list'] });
}
