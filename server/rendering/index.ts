/**
 * Server rendering of the storefront's pages, composed by app.ts beside the API: the page
 * renderer (the app's HTML with the data a page needs already in it), the preload hints, and the
 * files for crawlers (robots.txt, sitemap.xml). Not an API module: it reads the products module
 * through its public surface, as a module would.
 */
export { pageHints } from './page-hints';
export { createPageRenderer, type PageRenderer } from './page-renderer';
export { registerSiteFiles } from './site-files';
