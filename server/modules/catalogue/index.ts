/** The catalogue module's public surface: its routes, the answer cache, and the product reads page hints need. */
export { catalogueRoutes } from './routes';
export { ResponseCache } from './response-cache';
export { featuredProducts, productById } from './catalogue-service';
export { toProduct } from './product-view';
