/** The storefront module's public surface: its routes, the preload hints and server rendering of its pages, and the files for crawlers. */
export { storefrontRoutes } from './routes';
export { pageHints } from './page-hints';
export { createPageRenderer, type PageRenderer } from './page-renderer';
export { registerSiteFiles } from './site-files';
