/**
 * One page of the products list for the URL's filters. The saved catalogue answers at once (and
 * offline); the server's answer replaces it when it comes. Without either, the previous page stays
 * on screen, dimmed, until the new one arrives.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CatalogueRequest } from '../../../contracts/catalogue-query';
import type { ProductPage } from '../../../contracts/product';
import { apiErrorMessage } from '../../../lib/api-error';
import { PRODUCTS_ERROR, productPageQuery } from '../api/get-products';
import { queryLocalCatalogue } from '../local-catalogue';
import { useCatalogue } from './use-catalogue';

export interface ProductListView {
  page: ProductPage | null;
  /** The page shown answers an earlier question (a new one is loading). */
  outdated: boolean;
  /** The server could not be asked, but the saved catalogue answered. */
  offline: boolean;
  error: string | null;
  retry: () => void;
}

export function useProductList(query: CatalogueRequest): ProductListView {
  const remote = useQuery({ ...productPageQuery(query), placeholderData: keepPreviousData });
  // A server-rendered list arrives with its page: the saved catalogue can be refreshed later.
  const { catalogue } = useCatalogue({ refresh: remote.data ? 'when-idle' : 'now' });
  const retry = () => void remote.refetch();
  // Keyed on the question's text: callers build a new query object every render.
  const key = JSON.stringify(query);
  const local = useMemo(() => (catalogue ? queryLocalCatalogue(catalogue, query) : null), [catalogue, key]);

  if (remote.data && !remote.isPlaceholderData) {
    return { page: remote.data, outdated: false, offline: false, error: null, retry };
  }
  if (local) {
    return { page: local, outdated: false, offline: remote.isError, error: null, retry };
  }
  return {
    page: remote.data ?? null,
    outdated: remote.isPlaceholderData,
    offline: false,
    error: remote.isError ? apiErrorMessage(remote.error, PRODUCTS_ERROR) : null,
    retry,
  };
}
