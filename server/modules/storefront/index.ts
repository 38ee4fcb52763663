/** The storefront module's public surface: its routes, and the preload hints of a page navigation. */
export { storefrontRoutes } from './routes';
export { pageHints } from './page-hints';
