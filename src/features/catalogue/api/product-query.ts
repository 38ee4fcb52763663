/**
 * The product page's query of one product: the cache entry around the call checkout shares
 * (src/api/products/get-product.ts); 404 'Product not found' for an unknown one.
 */
import { queryOptions } from '@tanstack/react-query';
import { getProduct } from '../../../api/products/get-product';
import { catalogueKeys } from './catalogue-keys';

export const PRODUCT_ERROR = 'Failed to fetch product details';

export const productQuery = (idOrSlug: string) =>
  queryOptions({ queryKey: catalogueKeys.product(idOrSlug), queryFn: () => getProduct(idOrSlug) });

/** The server answered that this product does not exist (as opposed to the call failing). */
export function isNotFound(error: unknown): boolean {
  const response = (error as { response?: { status?: number } } | null)?.response;
  return response?.status === 404;
}
