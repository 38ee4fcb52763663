import type { ProductRemoval } from '../../../contracts/admin-products';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { adminProductKeys, refreshProductLists } from './admin-product-keys';

export interface RemovedProduct extends ProductRemoval {
  /** "Product deleted", or "Product archived: orders still name it". */
  message: string;
}

/**
 * DELETE /admin/products/{id}: erased when no order names it, archived otherwise (decision 0082).
 * An archived product is still shown by the back office, so its detail is read again; an erased
 * one is dropped from the cache.
 */
export async function removeAdminProduct(id: string): Promise<RemovedProduct> {
  const response = await adminApi.delete<ApiEnvelope<ProductRemoval>>(`/admin/products/${encodeURIComponent(id)}`);
  const { outcome } = response.data.data;
  if (outcome === 'deleted') queryClient.removeQueries({ queryKey: adminProductKeys.detail(id) });
  else await queryClient.invalidateQueries({ queryKey: adminProductKeys.detail(id) });
  await refreshProductLists();
  return { outcome, message: response.data.message };
}
