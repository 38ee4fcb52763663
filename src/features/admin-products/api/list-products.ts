/**
 * GET /admin/products: searched by name, slug and description, filtered by category, stock level
 * and status, sorted and paged. Cache keys under the admin's private scope (forgotten on sign-out).
 */
import type { AdminProductList, AdminProductListQuery } from '../../../contracts/admin-products';
import { adminPageQuery, adminRecordKeys, fetchAdminPage } from '../../../lib/admin-page-query';

export const productKeys = adminRecordKeys<AdminProductListQuery>('products');

export function listProducts(query: AdminProductListQuery, signal?: AbortSignal): Promise<AdminProductList> {
  return fetchAdminPage<AdminProductList>('/admin/products', query, signal);
}

export const productsQuery = (query: AdminProductListQuery) =>
  adminPageQuery<AdminProductList>(productKeys.list(query), '/admin/products', query);
