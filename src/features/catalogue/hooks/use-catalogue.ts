/**
 * The whole catalogue for the landing and shop pages: the saved copy at once, refreshed in the
 * background (stale-while-revalidate). An error is only an error when there is nothing to show;
 * with a saved copy the page stays useful and says it may be out of date.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProductsResponse } from '../../../contracts/product';
import { catalogueKeys } from '../api/catalogue-keys';
import { useHydrated } from '../../../lib/use-hydrated';
import { whenStartUpIsOver } from '../../../lib/when-idle';
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

export interface CatalogueOptions {
  /**
   * When this visit's background refresh may start: at once (the page shows the catalogue), or
   * once the page's start-up is over (src/lib/when-idle.ts), for a page painted from answers of its
   * own (the products list), so the 200 KB answer is not parsed and saved while the page hydrates.
   */
  refresh?: 'now' | 'when-idle';
}

export function useCatalogue({ refresh = 'now' }: CatalogueOptions = {}): CatalogueView {
  const hydrated = useHydrated(useProductsStore);
  const products = useProductsStore((state) => state.products);
  const status = useProductsStore((state) => state.status);
  const error = useProductsStore((state) => state.error);
  const fetchedAt = useProductsStore((state) => state.fetchedAt);
  // The copy the server rendered this page from (only on a server-rendered first load): shown
  // while IndexedDB is read, so hydration matches the server's HTML, and until a newer copy lands.
  const seeded = useQuery<ProductsResponse>({ queryKey: catalogueKeys.overview(), queryFn: skipToken });
  const seededCopy = seeded.data ?? null;

  useEffect(() => {
    if (!hydrated) return;
    if (refresh === 'now') void refreshCatalogue();
    else whenStartUpIsOver(() => void refreshCatalogue());
  }, [hydrated, refresh]);

  const savedIsNewer = hydrated && products !== null && (fetchedAt ?? 0) >= seeded.dataUpdatedAt;
  const catalogue = savedIsNewer || !seededCopy ? (hydrated ? products : null) : seededCopy;
  return {
    catalogue,
    loading: catalogue === null && status !== 'error',
    error: catalogue === null && status === 'error' ? error : null,
    stale: catalogue !== null && status === 'error',
    retry,
  };
}
