/**
 * GET /admin/products: searched by name, slug and description, filtered by category, stock level
 * and status, sorted and paged. Cache keys under the admin's private scope (forgotten on sign-out).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminProductList, AdminProductListQuery } from '../../../contracts/admin-products';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { privateScope } from '../../../lib/server-state';

export const productKeys = {
  all: [privateScope('admin'), 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: AdminProductListQuery) => [...productKeys.lists(), query] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export function listProducts(query: AdminProductListQuery, signal?: AbortSignal): Promise<AdminProductList> {
  return unwrap(adminApi.get<ApiEnvelope<AdminProductList>>('/admin/products', { params: query, signal }));
}

export const productsQuery = (query: AdminProductListQuery) =>
  queryOptions({ queryKey: productKeys.list(query), queryFn: ({ signal }) => listProducts(query, signal), placeholderData: keepPreviousData });
