/**
 * How the browser build groups modules into chunks beyond the bundler's own splitting
 * (docs/decisions/0290). Every chunk a page asks for at start costs the phone's main thread a
 * request of its own (the start script's module preloads, or Vite's preload of a lazy page's
 * imports), and Lighthouse counts each such task at four times its length. The bundler's default
 * puts a module in a chunk with the modules that exactly the same pages load, which gave the entry
 * ten chunks and each catalogue page ten more of 0.1-1 KB.
 *
 * - `start`: every module the entry loads statically, in the entry's one file.
 * - `catalogue-kit`: the small modules every catalogue page (home, shop, products, a product)
 *   imports, in one chunk those pages share.
 */
export const CATALOGUE_KIT: readonly RegExp[] = [
  /[\\/]src[\\/]components[\\/](Price|StatusPanels)\.tsx$/,
  /[\\/]src[\\/]domain[\\/](status-badge|size-slug|page-images)\.ts$/,
  /[\\/]src[\\/]features[\\/]catalogue[\\/](image-sizes|local-catalogue)\.ts$/,
  /[\\/]src[\\/]features[\\/]catalogue[\\/]hooks[\\/]use-catalogue\.ts$/,
  /[\\/]src[\\/]features[\\/]catalogue[\\/]components[\\/](ProductImage|SectionHeading|StaleNote|ProductCard|ProductRail|ProductGrid|ListPrice)\.tsx$/,
];

export const CHUNK_GROUPS = [
  { name: 'start', tags: ['$initial' as const] },
  { name: 'catalogue-kit', test: (id: string) => CATALOGUE_KIT.some((module) => module.test(id)) },
];
