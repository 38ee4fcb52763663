/**
 * Which reads each server-rendered page is painted from, keyed as the pages' own queries are (so
 * the answers land where the page's hooks look): the client config on every page (prices and the
 * footer's support address read it; embedded, nothing calls the API while the page loads,
 * decision 0107), and the page's catalogue reads. Server-side only: the browser reads
 * the answers from the page (./page-data.ts) and never needs this table.
 */
import { matchPath } from 'react-router';
import type { DataNeed } from '../../contracts/page-rendering';
import { clientConfigQuery } from '../../api/shop-config/get-client-config';
import { paths } from '../../config/paths';
import { catalogueKeys } from '../../features/catalogue/api/catalogue-keys';
import { OVERVIEW_QUERY, readProductListState, toProductsQuery } from '../../features/catalogue/product-list-state';

const s = paths.storefront;
const overview: DataNeed = { key: catalogueKeys.overview(), read: 'products', query: OVERVIEW_QUERY, pick: 'whole' };

const config: DataNeed = { key: clientConfigQuery().queryKey, read: 'config' };

/** The reads the page at this URL renders from: the client config, and its catalogue reads (none for the content pages). */
export function pageDataNeeds(url: URL): DataNeed[] {
  return [config, ...catalogueNeeds(url)];
}

function catalogueNeeds(url: URL): DataNeed[] {
  const pathname = url.pathname.replace(/(.)\/$/, '$1');
  if (pathname === s.home.path) return [{ key: catalogueKeys.featured(), read: 'featured' }, overview];
  if (pathname === s.shop.path) return [overview];
  if (pathname === s.products.path) {
    const query = toProductsQuery(readProductListState(url.searchParams));
    return [{ key: catalogueKeys.page(query), read: 'products', query, pick: 'allProducts' }];
  }
  const product = matchPath(s.product.path, pathname);
  if (product?.params.id) {
    const idOrSlug = product.params.id;
    return [{ key: catalogueKeys.product(idOrSlug), read: 'product', idOrSlug }, overview];
  }
  return [];
}

