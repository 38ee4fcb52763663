/**
 * The landing page's featured products (GET /general/products/featured). The saved catalogue's
 * `featured` list shows at once while the call is out, and stands in if it fails.
 */
import type { Product } from '../../../contracts/product';
import { apiErrorMessage } from '../../../lib/api-client';
import { FEATURED_ERROR, getFeaturedProducts } from '../api/get-featured-products';
import { useCatalogue } from './use-catalogue';
import { useRemote } from './use-remote';

export interface FeaturedView {
  products: Product[] | null;
  error: string | null;
  retry: () => void;
}

export function useFeaturedProducts(): FeaturedView {
  const { catalogue } = useCatalogue();
  const remote = useRemote('featured', getFeaturedProducts);
  const products = remote.data ?? catalogue?.featured ?? null;
  return {
    products,
    error: products === null && remote.error ? apiErrorMessage(remote.error, FEATURED_ERROR) : null,
    retry: remote.retry,
  };
}
