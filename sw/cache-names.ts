/**
 * The worker's runtime caches, by name. The precache (the shell and storefront chunks) is
 * Workbox's own; these two hold what the shopper's browsing and the offline warm-up fetched.
 * The version suffix changes when an entry's format does, so an old cache is never read as new.
 */
export const IMAGE_CACHE = 'verdant-images-v1';
/** v2: product answers carry their sizes (decision 0249); a v1 answer has none. */
export const CATALOGUE_CACHE = 'verdant-catalogue-v2';
/** Caches an earlier worker kept whose entries this one cannot read: deleted when it takes over. */
export const RETIRED_CACHES = ['verdant-catalogue-v1'] as const;
