/**
 * Caching concern 3, product pictures under /media/: cache-first (a rendition's URL never changes
 * its bytes: every upload gets a fresh id), with an entry cap and an age limit so the cache cannot
 * grow without bound, and given up first when the browser runs short of storage. Offline, a
 * rendition that was never cached is answered with another size of the same picture.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE_MAX_ENTRIES } from '../src/config/offline-budget';
import { IMAGE_CACHE } from './cache-names';
import { findCachedSibling } from './renditions';

declare const self: ServiceWorkerGlobalScope;

/**
 * The cap, in entries (Workbox counts entries, not bytes), shared with the warm-up
 * (src/config/offline-budget.ts); pictures unused for 30 days go too. Decision 0070 has the sizes.
 */
export const IMAGE_CACHE_LIMITS = { maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

export function isMediaRequest(url: URL): boolean {
  return url.origin === self.location.origin && url.pathname.startsWith('/media/');
}

export function registerImageCaching(): void {
  registerRoute(
    ({ url }) => isMediaRequest(url),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true }),
        { handlerDidError: async ({ request }) => findCachedSibling(await caches.open(IMAGE_CACHE), request.url) },
      ],
    }),
  );
}
