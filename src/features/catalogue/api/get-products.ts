/** GET /general/products: the products response (docs/product/storefront.md#products-response and docs/product/storefront.md#catalogue-calls). */
import { queryOptions } from '@tanstack/react-query';
import type { CatalogueRequest } from '../../../contracts/catalogue-query';
import type { ProductsResponse } from '../../../contracts/product';
import { loadApiClient } from '../../../lib/load-api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { catalogueKeys } from './catalogue-keys';

/** docs/product/constants-and-texts.md#fallback-messages: shown when the server sends no message of its own. */
export const PRODUCTS_ERROR = 'Failed to fetch products';

export async function getProducts(query: CatalogueRequest): Promise<ProductsResponse> {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit };
  if (query.search) params.search = query.search;
  if (query.category) params.category = query.category;
  if (query.sort) params.sort = query.sort;
  const { generalApi, unwrap } = await loadApiClient();
  return unwrap(generalApi.get<ApiEnvelope<ProductsResponse>>('/general/products', { params }));
}

/** One page of the list for a question; the saved catalogue is not kept here (the products store owns it). */
export const productPageQuery = (query: CatalogueRequest) =>
  queryOptions({
    queryKey: catalogueKeys.page(query),
    queryFn: async () => (await getProducts(query)).allProducts,
  });
