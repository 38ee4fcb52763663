/**
 * The words of GET /general/products that storefront pages need as values (the sort menu, the
 * search box's limit). Kept free of zod on purpose: the landing and list pages import these, and
 * importing a module that builds schemas would put zod on the storefront's first load.
 */
export const CATALOGUE_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const DEFAULT_CATALOGUE_SORT: CatalogueSort = 'newest';

/** The longest search text the server accepts. */
export const SEARCH_MAX_LENGTH = 100;
