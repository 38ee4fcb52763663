/**
 * Every picture the catalogue pages would show, at the rendition this screen would pick: each
 * product's first picture as a card in a grid (shop, lists, categories) and in a rail (landing,
 * "you may also like"), every picture in the product page's gallery, and the gallery's thumbnails
 * when there is more than one. This is what the offline warm-up fetches.
 *
 * Most useful first, because a large catalogue does not fit the budget: every product's card, then
 * the rail cards, then the galleries, then thumbnails. Cut short, the lists still show every
 * product with its picture, and a product page without its own picture falls back to the card's
 * rendition in the worker (sw/renditions.ts).
 */
import type { Product, ProductImage } from '../../../contracts/product';
import { PRODUCT_GALLERY_SIZES } from '../../../domain/page-images';
import { CARD_SIZES, RAIL_SIZES, THUMBNAIL_SIZES } from '../image-sizes';
import { pickFromSrcSet, slotWidth, type Viewport } from './renditions';

function renditionFor(image: ProductImage, sizes: string, viewport: Viewport): string | null {
  return pickFromSrcSet(image.srcSet, slotWidth(sizes, viewport), viewport.devicePixelRatio) ?? image.src;
}

/** The pictures of one product a pass shows, with the slot they show in. */
type Pass = (product: Product) => Array<[ProductImage, string]>;

const PASSES: Pass[] = [
  (product) => (product.images[0] ? [[product.images[0], CARD_SIZES]] : []),
  (product) => (product.images[0] ? [[product.images[0], RAIL_SIZES]] : []),
  (product) => product.images.map((image) => [image, PRODUCT_GALLERY_SIZES]),
  (product) => (product.images.length > 1 ? product.images.map((image) => [image, THUMBNAIL_SIZES]) : []),
];

export function offlineImageUrls(products: readonly Product[], viewport: Viewport): string[] {
  const urls = new Set<string>();
  // A product saved before pictures had renditions has only its single image.
  for (const product of products) if (product.images.length === 0 && product.image) urls.add(product.image);
  for (const pass of PASSES) {
    for (const product of products) {
      for (const [image, sizes] of pass(product)) {
        const url = renditionFor(image, sizes, viewport);
        if (url) urls.add(url);
      }
    }
  }
  return [...urls];
}
