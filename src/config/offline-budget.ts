/**
 * How much the shop keeps for offline use, in one place because two sides must agree: the
 * service worker's picture cache (sw/images.ts) evicts the least recently used entries beyond its
 * cap, so the offline warm-up (features/catalogue/offline) fetches fewer pictures than that cap —
 * otherwise warming a large catalogue would evict the very pictures it had just kept, and leave
 * no room for what the shopper opens. Decision 0070 gives the figures.
 */

/** Entries in the worker's picture cache (Workbox counts entries, not bytes). */
export const IMAGE_CACHE_MAX_ENTRIES = 1200;
/** Pictures the warm-up keeps at most: the rest of the cache is for what the shopper opens. */
export const WARM_UP_IMAGE_BUDGET = 1000;
