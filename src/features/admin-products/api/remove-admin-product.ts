import type { ProductRemoval } from '../../../contracts/admin-products';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { adminApi, unwrapResult, type ApiResult } from '../../../lib/api-client';
import { queryClient } from '../../../lib/server-state';
import { productKeys } from './list-products';

/**
 * DELETE /admin/products/{id}: erased when no order names it, archived otherwise (decision 0082);
 * the message says which ("Product deleted", "Product archived: orders still name it"). An
 * archived product is still shown by the back office, so its detail is read again; an erased one
 * is dropped from the cache.
 */
export async function removeAdminProduct(id: string): Promise<ApiResult<ProductRemoval>> {
  const result = await unwrapResult(adminApi.delete<ApiEnvelope<ProductRemoval>>(`/admin/products/${encodeURIComponent(id)}`));
  if (result.data.outcome === 'deleted') queryClient.removeQueries({ queryKey: productKeys.detail(id) });
  else await queryClient.invalidateQueries({ queryKey: productKeys.detail(id) });
  await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  return result;
}
