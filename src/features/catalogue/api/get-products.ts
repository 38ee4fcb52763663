/** GET /general/products: the products response (spec sections 3 and 7). */
import type { ProductCategory, ProductsResponse } from '../../../contracts/product';
import { generalApi, unwrap, type ApiEnvelope } from '../../../lib/api-client';

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'name';

export interface ProductsQuery {
  page: number;
  limit: number;
  search?: string;
  category?: ProductCategory;
  sort?: ProductSort;
}

/** Spec section 8: shown when the server sends no message of its own. */
export const PRODUCTS_ERROR = 'Failed to fetch products';

export function getProducts(query: ProductsQuery): Promise<ProductsResponse> {
  const params: Record<string, string | number> = { page: query.page, limit: query.limit };
  if (query.search) params.search = query.search;
  if (query.category) params.category = query.category;
  if (query.sort) params.sort = query.sort;
  return unwrap(generalApi.get<ApiEnvelope<ProductsResponse>>('/general/products', { params }));
}
