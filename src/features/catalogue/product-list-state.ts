/**
 * The products list's state, kept in the URL query (?category=face&search=oil&sort=price_asc&page=2)
 * so it survives reload, back and forward, and can be shared. Defaults are left out of the URL.
 * Plain functions rather than a hook like the back office's (src/components/admin/use-admin-list-params.ts):
 * the server reads the same address to render and prefetch the page, and every category chip is
 * a link to another state.
 */
import type { CatalogueRequest } from '../../contracts/catalogue-query';
import { CATALOGUE_SORTS, DEFAULT_CATALOGUE_SORT, SEARCH_MAX_LENGTH, type CatalogueSort } from '../../contracts/catalogue-terms';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../contracts/paging';
import type { ProductCategory } from '../../contracts/product';
import { CATEGORY_KEYS } from './categories';

/** 12 fills whole rows at two, three and four columns. */
export const LIST_PAGE_SIZE = 12;
/** docs/product/storefront.md#catalogue-calls: the default list is page 1 with limit 1000, i.e. the whole catalogue. */
export const OVERVIEW_QUERY: CatalogueRequest = { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };

/** The menu's words for each sort the server knows (a new sort fails the build until it has a label). */
const SORT_LABELS: Record<CatalogueSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name: A to Z',
};
export const SORT_OPTIONS = CATALOGUE_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export interface ProductListState {
  page: number;
  search: string;
  category: ProductCategory | null;
  sort: CatalogueSort;
}

const isCategory = (value: string | null): value is ProductCategory =>
  value !== null && (CATEGORY_KEYS as readonly string[]).includes(value);
const isSort = (value: string | null): value is CatalogueSort => (CATALOGUE_SORTS as readonly (string | null)[]).includes(value);

/** Anything unrecognised in the URL falls back to the default rather than failing the page. */
export function readProductListState(params: URLSearchParams): ProductListState {
  const page = Number(params.get('page'));
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    category: isCategory(category) ? category : null,
    sort: isSort(sort) ? sort : DEFAULT_CATALOGUE_SORT,
  };
}

export function writeProductListState(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.search) params.set('search', state.search);
  if (state.sort !== DEFAULT_CATALOGUE_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of filter starts again at page 1; only paging itself keeps the page. */
export function changeProductList(state: ProductListState, change: Partial<ProductListState>): ProductListState {
  const filterChanged = ['search', 'category', 'sort'].some(
    (key) => key in change && change[key as keyof ProductListState] !== state[key as keyof ProductListState],
  );
  return { ...state, ...change, page: change.page ?? (filterChanged ? 1 : state.page) };
}

export function toProductsQuery(state: ProductListState): CatalogueRequest {
  return {
    page: state.page,
    limit: LIST_PAGE_SIZE,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(state.category ? { category: state.category } : {}),
  };
}
