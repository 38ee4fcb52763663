/** The catalogue module's public surface: its routes, the answer cache, and the product reads pages need. */
export { catalogueRoutes } from './routes';
export { ResponseCache, sendCachedAnswer, type CachedAnswer } from './response-cache';
export { featuredProducts, productById } from './catalogue-service';
export { cachedFeatured, cachedProduct, cachedProducts } from './cached-reads';
export { catalogueQuery } from './catalogue-query';
export { toProduct } from './product-view';
