/**
 * GET /admin/products: searched by name, slug and description, filtered by category, stock level
 * and status, sorted and paged. Cache keys under the admin's private scope (forgotten on sign-out).
 */
import type { AdminProductList, AdminProductListQuery } from '../../../contracts/admin-products';
import { adminPageQuery, fetchAdminPage } from '../../../lib/admin-page-query';
import { privateScope } from '../../../lib/server-state';

export const productKeys = {
  all: [privateScope('admin'), 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: AdminProductListQuery) => [...productKeys.lists(), query] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export function listProducts(query: AdminProductListQuery, signal?: AbortSignal): Promise<AdminProductList> {
  return fetchAdminPage<AdminProductList>('/admin/products', query, signal);
}

export const productsQuery = (query: AdminProductListQuery) =>
  adminPageQuery<AdminProductList>(productKeys.list(query), '/admin/products', query);
