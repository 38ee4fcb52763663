/**
 * The catalogue's three public reads as cached, serialised answers: one home for the cache keys,
 * used by the API routes and by the server-rendered pages, so a page and the call its browser
 * would make share one cache entry (and one invalidation). Each answer is tagged with the products
 * whose stock it shows, so a sale drops only those (decision 0223): a product's answer with its id,
 * the featured list with theirs, a catalogue page with every product (it carries them all).
 */
import type { App } from '../../app-types';
import { ok } from '../../lib/reply';
import { cacheKeyOf, type CatalogueQuery } from './catalogue-query';
import { featuredProducts, productById, productsResponse } from './catalogue-service';
import { type CachedAnswer, EVERY_PRODUCT } from '../../lib/response-cache';

export function cachedProducts(app: App, query: CatalogueQuery): Promise<CachedAnswer> {
  return app.catalogueCache.get(`all:${cacheKeyOf(query)}`, async () => ok(await productsResponse(app.db, query), 'Products fetched'), () => [EVERY_PRODUCT]);
}

export function cachedFeatured(app: App): Promise<CachedAnswer> {
  return app.catalogueCache.get('featured', async () => ok({ products: await featuredProducts(app.db) }, 'Featured products fetched'), (answer) =>
    answer.data.products.map((product) => product.id),
  );
}

/** Rejects with the 404 HttpError for an unknown product (not cached: the next product may be it). */
export function cachedProduct(app: App, idOrSlug: string): Promise<CachedAnswer> {
  return app.catalogueCache.get(`product:${idOrSlug}`, async () => ok({ product: await productById(app.db, idOrSlug) }, 'Product fetched'), (answer) => [
    answer.data.product.id,
  ]);
}
