/** GET /general/products/featured (docs/product/storefront.md#catalogue-calls). */
import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../../../contracts/product';
import { loadApiClient } from '../../../lib/load-api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { catalogueKeys } from './catalogue-keys';

export const FEATURED_ERROR = 'Failed to fetch featured products';

export async function getFeaturedProducts(): Promise<Product[]> {
  const { generalApi, unwrap } = await loadApiClient();
  const data = await unwrap(generalApi.get<ApiEnvelope<{ products: Product[] }>>('/general/products/featured'));
  return data.products;
}

export const featuredProductsQuery = () => queryOptions({ queryKey: catalogueKeys.featured(), queryFn: getFeaturedProducts });
