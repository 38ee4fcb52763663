/**
 * GET /general/products/{id or slug} (docs/product/storefront.md#catalogue-calls): one product as the server has it now.
 * Shared: the product page reads it, and checkout re-checks the bag's prices and stock with it.
 */
import type { Product } from '../../contracts/product';
import type { ApiEnvelope } from '../../contracts/envelope';
import { loadApiClient } from '../../lib/load-api-client';

export async function getProduct(idOrSlug: string): Promise<Product> {
  const { generalApi, unwrap } = await loadApiClient();
  const data = await unwrap(generalApi.get<ApiEnvelope<{ product: Product }>>(`/general/products/${encodeURIComponent(idOrSlug)}`));
  return data.product;
}
