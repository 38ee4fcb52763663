/**
 * Preload hints for the storefront's first navigation. The PWA is one index.html for every route,
 * so a page's data and its largest picture are normally discovered only after the scripts run and
 * the page's call returns. The server knows both from the URL alone and names them in `Link`
 * headers, so the browser fetches them while the scripts download (LCP on a phone).
 *
 * The URLs here are exactly the ones the storefront requests (tests/server/page-hints.test.ts),
 * and the image hints carry the same srcset and sizes as the <img>, so nothing downloads twice.
 */
import { HERO_IMAGE_SIZES, heroProduct, PRODUCT_GALLERY_SIZES } from '#domain/page-images';
import type { ProductImage } from '#contracts/product';
import type { DbOrTx } from '../db/client';
import { featuredProducts, productById } from '../modules/products';
import { HttpError } from '../lib/http-errors';

/** The storefront's first catalogue call (src/features/catalogue/catalogue-query.ts OVERVIEW_QUERY). */
export const CATALOGUE_CALL = '/api/v1/general/products?page=1&limit=1000';
export const FEATURED_CALL = '/api/v1/general/products/featured';
export const productCall = (idOrSlug: string) => `/api/v1/general/products/${encodeURIComponent(idOrSlug)}`;

const fetchHint = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;
const imageHint = (image: ProductImage, sizes: string) =>
  `<${image.src}>; rel=preload; as=image; imagesrcset=${quoted(image.srcSet)}; imagesizes=${quoted(sizes)}; fetchpriority=high`;

const PRODUCT_PAGE = /^\/products\/([^/]+)\/?$/;

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export async function pageHints(db: DbOrTx, pathname: string): Promise<string[]> {
  if (pathname === '/') {
    const hero = heroProduct(await featuredProducts(db))?.images[0];
    return [fetchHint(FEATURED_CALL), fetchHint(CATALOGUE_CALL), ...(hero ? [imageHint(hero, HERO_IMAGE_SIZES)] : [])];
  }
  if (pathname === '/shop' || pathname === '/products') return [fetchHint(CATALOGUE_CALL)];
  const match = PRODUCT_PAGE.exec(pathname);
  if (match) {
    const idOrSlug = safeDecode(match[1]!);
    if (idOrSlug === null) return [];
    const hints = [fetchHint(productCall(idOrSlug)), fetchHint(CATALOGUE_CALL)];
    try {
      const image = (await productById(db, idOrSlug)).images[0];
      if (image) hints.push(imageHint(image, PRODUCT_GALLERY_SIZES));
    } catch (error) {
      // An unknown product still gets its page (which shows not-found); just no picture to hint.
      if (!(error instanceof HttpError)) throw error;
    }
    return hints;
  }
  return [];
}
