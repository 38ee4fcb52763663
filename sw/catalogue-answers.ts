/**
 * Which API answers the worker keeps for offline use. The products store in IndexedDB owns the
 * whole catalogue (the list call for page 1 with the default limit, docs/architecture.md#one-owner-per-kind-of-data: one owner per kind
 * of data), so the worker never keeps a second copy of that answer. It keeps the other catalogue
 * reads — one product, featured, one page of a list — because past the store's 1,000 products
 * (decision 0070) they are the only offline copy of what the shopper has seen. Pure, for tests/sw.
 */
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../src/contracts/paging';

const CATALOGUE_PATH = /^\/api\/v1\/general\/products(\/[^/]+)?$/;

/** The call the products store makes: the whole catalogue, unfiltered. */
export function isWholeCatalogueRequest(url: URL): boolean {
  if (url.pathname !== '/api/v1/general/products') return false;
  const { searchParams: q } = url;
  return (
    Number(q.get('page') ?? DEFAULT_PAGE) === DEFAULT_PAGE &&
    Number(q.get('limit') ?? DEFAULT_LIMIT) >= DEFAULT_LIMIT &&
    !q.get('search') &&
    !q.get('category')
  );
}

export function isKeptCatalogueAnswer(url: URL): boolean {
  return CATALOGUE_PATH.test(url.pathname) && !isWholeCatalogueRequest(url);
}
