/**
 * How large the storefront draws its lead pictures, as `sizes` attributes. Shared with the
 * server, which names the same picture in a preload hint before the page's scripts have run, so
 * the browser picks the same rendition from the srcset both times (one download, not two).
 */
export const HERO_IMAGE_SIZES = '(min-width: 1256px) 600px, (min-width: 1024px) 48vw, 100vw';
export const PRODUCT_GALLERY_SIZES = '(min-width: 1256px) 680px, (min-width: 1024px) 55vw, 100vw';

/** The landing page's hero shows the first featured product. */
export function heroProduct<T>(featured: readonly T[]): T | undefined {
  return featured[0];
}
