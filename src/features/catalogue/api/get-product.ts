/** GET /general/products/{id or slug} (spec section 7); 404 'Product not found' for an unknown one. */
import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../../../contracts/product';
import { generalApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { catalogueKeys } from './catalogue-keys';

export const PRODUCT_ERROR = 'Failed to fetch product details';

export async function getProduct(idOrSlug: string): Promise<Product> {
  const data = await unwrap(
    generalApi.get<ApiEnvelope<{ product: Product }>>(`/general/products/${encodeURIComponent(idOrSlug)}`),
  );
  return data.product;
}

export const productQuery = (idOrSlug: string) =>
  queryOptions({ queryKey: catalogueKeys.product(idOrSlug), queryFn: () => getProduct(idOrSlug) });

/** The server answered that this product does not exist (as opposed to the call failing). */
export function isNotFound(error: unknown): boolean {
  const response = (error as { response?: { status?: number } } | null)?.response;
  return response?.status === 404;
}
