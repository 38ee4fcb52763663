/**
 * Paging of every list call, as plain values (no zod) so storefront pages can ask for "the whole
 * catalogue" without downloading the schema library.
 */

/** docs/product/storefront.md#catalogue-calls: "The default list page is 1 with limit 1000." */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 1000;
