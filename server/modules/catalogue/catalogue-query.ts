/** The query GET /general/products accepts: paging plus search, category and sort. */
import { z } from 'zod';
import { pageQuery } from '../../../src/contracts/envelope';
import { productCategory } from '../../../src/contracts/product';

export const CATALOGUE_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;

export const catalogueQuery = pageQuery.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  category: productCategory.optional(),
  sort: z
    .enum(CATALOGUE_SORTS, { message: `sort must be one of ${CATALOGUE_SORTS.join(', ')}` })
    .default('newest'),
});
export type CatalogueQuery = z.infer<typeof catalogueQuery>;

/** One cache key per distinct question, whatever order the parameters came in. */
export function cacheKeyOf(query: CatalogueQuery): string {
  return JSON.stringify([query.page, query.limit, query.search?.toLowerCase() ?? '', query.category ?? '', query.sort]);
}
