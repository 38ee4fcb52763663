/**
 * The products module's public surface: its routes (the storefront's catalogue and page-view count,
 * store-routes.ts; the back office's products, admin-routes.ts, and their sizes,
 * admin-variant-routes.ts), and the product reads server rendering needs. Images go through the media module's pipeline; every change records a catalogue
 * change, so the cached catalogue answers are dropped on commit.
 */
import type { App } from '../../app-types';
import { adminProductRoutes } from './admin-routes';
import { storeProductRoutes } from './store-routes';
import { adminVariantRoutes } from './admin-variant-routes';

export { featuredProducts, productById } from './catalogue-service';
export { cachedFeatured, cachedProduct, cachedProducts } from './cached-reads';
export { catalogueQuery } from './catalogue-query';
export { toProduct } from './store-product-view';

export async function productRoutes(app: App): Promise<void> {
  await app.register(storeProductRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminVariantRoutes);
}
