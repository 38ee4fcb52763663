/**
 * The whole catalogue for the landing and shop pages: the saved copy at once, refreshed in the
 * background (stale-while-revalidate). An error is only an error when there is nothing to show;
 * with a saved copy the page stays useful and says it may be out of date.
 */
import { useEffect } from 'react';
import type { ProductsResponse } from '../../../contracts/product';
import { useHydrated } from '../../../lib/use-hydrated';
import { refreshCatalogue } from '../catalogue-sync';
import { useProductsStore } from '../stores/products-store';

export interface CatalogueView {
  catalogue: ProductsResponse | null;
  /** Nothing to show yet. */
  loading: boolean;
  /** The refresh failed and there is nothing saved: the page shows this with Retry. */
  error: string | null;
  /** The refresh failed but a saved copy is shown. */
  stale: boolean;
  retry: () => void;
}

const retry = () => void refreshCatalogue({ force: true });

export function useCatalogue(): CatalogueView {
  const hydrated = useHydrated(useProductsStore);
  const products = useProductsStore((state) => state.products);
  const status = useProductsStore((state) => state.status);
  const error = useProductsStore((state) => state.error);

  useEffect(() => {
    if (hydrated) void refreshCatalogue();
  }, [hydrated]);

  const catalogue = hydrated ? products : null;
  return {
    catalogue,
    loading: catalogue === null && status !== 'error',
    error: catalogue === null && status === 'error' ? error : null,
    stale: catalogue !== null && status === 'error',
    retry,
  };
}
