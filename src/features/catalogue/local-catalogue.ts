/**
 * Answers from the saved catalogue (the products store holds the whole catalogue: page 1, limit
 * 1000). Used to show a list or a product at once, before the server answers, and to keep the shop
 * browsable offline. The server stays the authority: its answer replaces these as soon as it comes.
 * The rules follow the server's (docs/decisions/0002): search in name, description and ingredients,
 * case-insensitive, name matches first (src/domain/search-rank.ts); ties broken by name, then id.
 */
import type { Product, ProductPage, ProductsResponse } from '../../contracts/product';
import type { CatalogueRequest } from '../../contracts/catalogue-query';
import { DEFAULT_CATALOGUE_SORT, type CatalogueSort } from '../../contracts/catalogue-terms';
import { nameMatchRank } from '../../domain/search-rank';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byNameThenId = (a: Product, b: Product) => byText(a.name, b.name) || byText(a.id, b.id);

const COMPARE: Record<CatalogueSort, (a: Product, b: Product) => number> = {
  newest: (a, b) => byText(b.createdAt, a.createdAt) || byNameThenId(a, b),
  price_asc: (a, b) => a.price - b.price || byNameThenId(a, b),
  price_desc: (a, b) => b.price - a.price || byNameThenId(a, b),
  name: byNameThenId,
};

/** The page the server would answer for `query`, computed from the saved catalogue. */
export function queryLocalCatalogue(catalogue: ProductsResponse, query: CatalogueRequest): ProductPage {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const matching = catalogue.allProducts.products
    .filter((product) => !query.category || product.category === query.category)
    .filter(
      (product) =>
        !needle || [product.name, product.description, product.ingredients].some((text) => text.toLowerCase().includes(needle)),
    )
    .sort((a, b) => nameMatchRank(a.name, needle) - nameMatchRank(b.name, needle) || COMPARE[query.sort ?? DEFAULT_CATALOGUE_SORT](a, b));
  const start = (query.page - 1) * query.limit;
  return {
    products: matching.slice(start, start + query.limit),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / query.limit)),
    },
  };
}

/** A product from the saved catalogue by id or slug, as the product route accepts either. */
export function findLocalProduct(catalogue: ProductsResponse | null, idOrSlug: string): Product | null {
  if (!catalogue) return null;
  return catalogue.allProducts.products.find((product) => product.id === idOrSlug || product.slug === idOrSlug) ?? null;
}
