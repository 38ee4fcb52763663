/**
 * The landing page's featured products (GET /general/products/featured). The saved catalogue's
 * `featured` list shows at once while the call is out, and stands in if it fails.
 */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../contracts/product';
import { apiErrorMessage } from '../../../lib/api-error';
import { FEATURED_ERROR, featuredProductsQuery } from '../api/get-featured-products';
import { useCatalogue } from './use-catalogue';

export interface FeaturedView {
  products: Product[] | null;
  error: string | null;
  retry: () => void;
}

export function useFeaturedProducts(): FeaturedView {
  const { catalogue } = useCatalogue();
  const remote = useQuery(featuredProductsQuery());
  const products = remote.data ?? catalogue?.featured ?? null;
  return {
    products,
    error: products === null && remote.isError ? apiErrorMessage(remote.error, FEATURED_ERROR) : null,
    retry: () => void remote.refetch(),
  };
}
