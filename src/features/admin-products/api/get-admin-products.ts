import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminProductList, AdminProductListQuery } from '../../../contracts/admin-products';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { adminProductKeys } from './admin-product-keys';

/** GET /admin/products: one page of every product (drafts and archived too), filtered and sorted. */
export function getAdminProducts(query: AdminProductListQuery): Promise<AdminProductList> {
  return unwrap(adminApi.get<ApiEnvelope<AdminProductList>>('/admin/products', { params: query }));
}

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const adminProductsQuery = (query: AdminProductListQuery) =>
  queryOptions({ queryKey: adminProductKeys.list(query), queryFn: () => getAdminProducts(query), placeholderData: keepPreviousData });
