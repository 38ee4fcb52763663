/**
 * The worker's runtime caches, by name. The precache (the shell and storefront chunks) is
 * Workbox's own; these two hold what the shopper's browsing and the offline warm-up fetched.
 * The version suffix changes when an entry's format does, so an old cache is never read as new.
 */
export const IMAGE_CACHE = 'verdant-images-v1';
export const CATALOGUE_CACHE = 'verdant-catalogue-v1';
