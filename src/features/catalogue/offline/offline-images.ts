/**
 * Every picture the catalogue pages would show, at the rendition this screen would pick: each
 * product's first picture as a card in a grid (shop, lists, categories) and in a rail (landing,
 * "you may also like"), every picture in the product page's gallery, and the gallery's thumbnails
 * when there is more than one. This is what the offline warm-up fetches.
 */
import type { Product, ProductImage } from '../../../contracts/product';
import { PRODUCT_GALLERY_SIZES } from '../../../domain/page-images';
import { CARD_SIZES, RAIL_SIZES, THUMBNAIL_SIZES } from '../image-sizes';
import { pickFromSrcSet, slotWidth, type Viewport } from './renditions';

function renditionFor(image: ProductImage, sizes: string, viewport: Viewport): string | null {
  return pickFromSrcSet(image.srcSet, slotWidth(sizes, viewport), viewport.devicePixelRatio) ?? image.src;
}

export function offlineImageUrls(products: readonly Product[], viewport: Viewport): string[] {
  const urls = new Set<string>();
  const add = (image: ProductImage, sizes: string) => {
    const url = renditionFor(image, sizes, viewport);
    if (url) urls.add(url);
  };
  for (const product of products) {
    const [first] = product.images;
    if (!first) {
      if (product.image) urls.add(product.image);
      continue;
    }
    add(first, CARD_SIZES);
    add(first, RAIL_SIZES);
    for (const image of product.images) {
      add(image, PRODUCT_GALLERY_SIZES);
      if (product.images.length > 1) add(image, THUMBNAIL_SIZES);
    }
  }
  return [...urls];
}
