/**
 * The navigation search's results: found in the catalogue saved on the device (the products store
 * in IndexedDB), so they come at once and also offline. Opening the search asks for a fresh copy
 * (at most once a minute, catalogue-sync.ts); a device with no copy yet waits for that one, and
 * says so when it cannot be had (offline on a first visit).
 */
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { refreshCatalogue } from '../catalogue-sync';
import { useProductsStore } from '../stores/products-store';
import { findProducts, type ProductSearchAnswer } from './find-products';

export interface ProductSearch {
  /** Null until there is a catalogue to search. */
  answer: ProductSearchAnswer | null;
  /** No catalogue on the device and it could not be fetched. */
  unavailable: boolean;
}

export function useProductSearch(question: string): ProductSearch {
  const hydrated = useHydrated(useProductsStore);
  const catalogue = useProductsStore((state) => state.products);
  const status = useProductsStore((state) => state.status);
  const deferredQuestion = useDeferredValue(question);

  useEffect(() => {
    if (hydrated) void refreshCatalogue();
  }, [hydrated]);

  const products = hydrated ? (catalogue?.allProducts.products ?? null) : null;
  const answer = useMemo(() => (products ? findProducts(products, deferredQuestion) : null), [products, deferredQuestion]);
  return { answer, unavailable: hydrated && !products && status === 'error' };
}
