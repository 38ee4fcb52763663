import { queryOptions } from '@tanstack/react-query';
import type { AdminProductDetail } from '../../../contracts/admin-products';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrap } from '../../../lib/api-client';
import { productKeys } from './list-products';

/** GET /admin/products/{id}: one product whatever its status, with how many order lines name it. */
export async function getAdminProduct(id: string): Promise<AdminProductDetail> {
  const { product } = await unwrap(adminApi.get<ApiEnvelope<{ product: AdminProductDetail }>>(`/admin/products/${encodeURIComponent(id)}`));
  return product;
}

export const adminProductQuery = (id: string) => queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getAdminProduct(id) });
