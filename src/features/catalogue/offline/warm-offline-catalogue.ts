/**
 * The offline warm-up: after one online visit to any page, the whole catalogue is kept for
 * offline use, not only what the shopper happened to open. The products store is refreshed (it
 * holds every product, docs/product/storefront.md#catalogue-calls's list of up to 1,000), then every picture the catalogue
 * pages would show on this screen is fetched once through the service worker, which keeps it
 * (sw/images.ts). Pages and their scripts are already in the worker's precache.
 *
 * It must never compete with what the shopper is looking at: the caller starts it once the page
 * is idle (src/app/offline-warm-up.ts), it fetches two pictures at a time at low priority, and it
 * stops as soon as the browser goes offline. Pictures already kept cost a cache lookup, not a
 * download, so running it on every visit only fetches what is new.
 */
import { WARM_UP_IMAGE_BUDGET } from '../../../config/offline-budget';
import { whenStoreRead } from '../../../lib/use-hydrated';
import { refreshCatalogue } from '../catalogue-sync';
import { useProductsStore } from '../stores/products-store';
import { offlineImageUrls } from './offline-images';
import type { Viewport } from './renditions';

export interface WarmUpReport {
  products: number;
  /** Pictures now kept (fetched or already there). */
  images: number;
  /** Pictures that could not be fetched this time (they are tried again on the next visit). */
  failed: number;
  /** Milliseconds the warm-up took. */
  durationMs: number;
}

export interface WarmUpOptions {
  viewport: Viewport;
  /** Fetches one picture; resolves when its bytes have arrived. */
  fetchImage: (url: string) => Promise<void>;
  /** Whether to keep going (false once the browser is offline). */
  shouldContinue: () => boolean;
  concurrency?: number;
  /** Pictures to keep at most, the most useful first (offline-images.ts). */
  budget?: number;
  now?: () => number;
}

/** The performance mark set when the catalogue is kept, with the report as its detail. */
export const WARM_UP_MARK = 'verdant:offline-catalogue-ready';

export async function warmOfflineCatalogue({
  viewport,
  fetchImage,
  shouldContinue,
  concurrency = 2,
  budget = WARM_UP_IMAGE_BUDGET,
  now = () => performance.now(),
}: WarmUpOptions): Promise<WarmUpReport> {
  const startedAt = now();
  await whenStoreRead(useProductsStore);
  await refreshCatalogue();
  const products = useProductsStore.getState().products?.allProducts.products ?? [];
  const queue = offlineImageUrls(products, viewport).slice(0, budget);
  let images = 0;
  let failed = 0;

  const worker = async () => {
    while (shouldContinue()) {
      const url = queue.shift();
      if (url === undefined) return;
      try {
        await fetchImage(url);
        images += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  // Whatever was left when the browser went offline counts as not fetched.
  failed += queue.length;
  return { products: products.length, images, failed, durationMs: Math.round(now() - startedAt) };
}
