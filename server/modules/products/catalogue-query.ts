/** The cache key of a GET /general/products question (the query itself is the shared contract). */
import type { CatalogueQuery } from '#contracts/catalogue-query';

export { catalogueQuery, type CatalogueQuery } from '#contracts/catalogue-query';

/** One cache key per distinct question, whatever order the parameters came in. */
export function cacheKeyOf(query: CatalogueQuery): string {
  return JSON.stringify([query.page, query.limit, query.search?.toLowerCase() ?? '', query.category ?? '', query.sort]);
}
