/**
 * One page of the products list for the URL's filters. The saved catalogue answers at once (and
 * offline); the server's answer replaces it when it comes. Without either, the previous page stays
 * on screen, dimmed, until the new one arrives.
 */
import { useMemo } from 'react';
import type { ProductPage } from '../../../contracts/product';
import { apiErrorMessage } from '../../../lib/api-client';
import { getProducts, PRODUCTS_ERROR, type ProductsQuery } from '../api/get-products';
import { queryLocalCatalogue } from '../local-catalogue';
import { useCatalogue } from './use-catalogue';
import { useRemote } from './use-remote';

export interface ProductListView {
  page: ProductPage | null;
  /** The page shown answers an earlier question (a new one is loading). */
  outdated: boolean;
  /** The server could not be asked, but the saved catalogue answered. */
  offline: boolean;
  error: string | null;
  retry: () => void;
}

export function useProductList(query: ProductsQuery): ProductListView {
  const { catalogue } = useCatalogue();
  const key = JSON.stringify(query);
  const remote = useRemote(key, () => getProducts(query).then((response) => response.allProducts));
  // Keyed on the question's text: callers build a new query object every render.
  const local = useMemo(() => (catalogue ? queryLocalCatalogue(catalogue, query) : null), [catalogue, key]);

  if (remote.dataKey === key && remote.data) {
    return { page: remote.data, outdated: false, offline: false, error: null, retry: remote.retry };
  }
  if (local) {
    return { page: local, outdated: false, offline: Boolean(remote.error), error: null, retry: remote.retry };
  }
  return {
    page: remote.data,
    outdated: remote.data !== null,
    offline: false,
    error: remote.error ? apiErrorMessage(remote.error, PRODUCTS_ERROR) : null,
    retry: remote.retry,
  };
}
