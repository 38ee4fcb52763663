/**
 * Keeps the saved catalogue fresh: one background refresh per visit, then again once the copy is
 * older than a minute (the server's own cache lasts that long, docs/decisions/0002). Concurrent
 * callers share the request in flight. Callers must wait until the store has read IndexedDB,
 * or the saved copy would land on top of the fresh one.
 */
import type { ProductsResponse } from '../../contracts/product';
import { apiErrorMessage } from '../../lib/api-error';
import { getProducts, PRODUCTS_ERROR } from './api/get-products';
import { whenStoreRead } from '../../lib/use-hydrated';
import { whenStartUpIsOver } from '../../lib/when-idle';
import { OVERVIEW_QUERY } from './product-list-state';
import { useProductsStore } from './stores/products-store';

export const REVALIDATE_AFTER_MS = 60_000;

let inFlight: Promise<void> | null = null;
let refreshedThisVisit = false;
/** When the copy a server-rendered page brought was fetched, until it is saved (seedCatalogue). */
let seededAt: number | null = null;

export function refreshCatalogue({ force = false }: { force?: boolean } = {}): Promise<void> {
  if (inFlight) return inFlight;
  const newest = Math.max(useProductsStore.getState().fetchedAt ?? 0, seededAt ?? 0);
  const fresh = refreshedThisVisit && newest > 0 && Date.now() - newest < REVALIDATE_AFTER_MS;
  if (fresh && !force) return Promise.resolve();

  useProductsStore.getState().setStatus('loading');
  inFlight = getProducts(OVERVIEW_QUERY)
    .then((products) => {
      refreshedThisVisit = true;
      useProductsStore.getState().setProducts(products);
    })
    .catch((error: unknown) => useProductsStore.getState().setStatus('error', apiErrorMessage(error, PRODUCTS_ERROR)))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * A server-rendered page brought the whole catalogue with it: it counts as this visit's refresh at
 * once, so hydration does not fetch it again, and becomes the saved copy once start-up is over and
 * the store has read IndexedDB (so the old copy does not land on top), unless a newer one landed
 * meanwhile (docs/decisions/0290).
 */
export function seedCatalogue(products: ProductsResponse, fetchedAt = Date.now()): void {
  refreshedThisVisit = true;
  seededAt = fetchedAt;
  const save = () => {
    const saved = useProductsStore.getState().fetchedAt;
    if (saved === null || saved < fetchedAt) useProductsStore.getState().setProducts(products, fetchedAt);
  };
  whenStartUpIsOver(() => void whenStoreRead(useProductsStore).then(save));
}

/** For tests: forget this visit's refresh. */
export function resetCatalogueSync(): void {
  inFlight = null;
  refreshedThisVisit = false;
  seededAt = null;
}
