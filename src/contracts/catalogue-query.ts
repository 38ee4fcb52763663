/** The query GET /general/products accepts: paging plus search, category and sort. */
import { z } from 'zod';
import { CATALOGUE_SORTS, DEFAULT_CATALOGUE_SORT, SEARCH_MAX_LENGTH } from './catalogue-terms';
import { pageQuery } from './envelope';
import { productCategory } from './product';

export const catalogueQuery = pageQuery.extend({
  search: z.string().trim().max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
  category: productCategory.optional(),
  sort: z
    .enum(CATALOGUE_SORTS, { message: `sort must be one of ${CATALOGUE_SORTS.join(', ')}` })
    .default(DEFAULT_CATALOGUE_SORT),
});
export type CatalogueQuery = z.infer<typeof catalogueQuery>;
/** What a client asks: page and limit always, the rest when chosen (the server fills the defaults). */
export type CatalogueRequest = Pick<CatalogueQuery, 'page' | 'limit'> & Partial<Omit<CatalogueQuery, 'page' | 'limit'>>;
