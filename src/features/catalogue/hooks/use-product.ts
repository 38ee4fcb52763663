/**
 * One product for the details page, by id or slug. The saved catalogue's copy shows at once (and
 * offline); the server's answer replaces it. A 404 from the server means the product does not
 * exist (or no longer does), even if an old saved copy still has it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../contracts/product';
import { apiErrorMessage } from '../../../lib/api-error';
import { isNotFound, PRODUCT_ERROR, productQuery } from '../api/product-query';
import { findLocalProduct } from '../local-catalogue';
import { useCatalogue } from './use-catalogue';

export type ProductView =
  | { state: 'loading' }
  | { state: 'ready'; product: Product }
  | { state: 'not-found' }
  | { state: 'error'; message: string; retry: () => void };

export function useProduct(idOrSlug: string): ProductView {
  const { catalogue } = useCatalogue();
  const client = useQueryClient();
  // A product the server already said is missing (a server-rendered 404 page) is not asked for
  // again on mount; any other failure (offline, a timeout) is retried as usual.
  const knownMissing = isNotFound(client.getQueryState(productQuery(idOrSlug).queryKey)?.error);
  const remote = useQuery({ ...productQuery(idOrSlug), retryOnMount: !knownMissing });

  if (remote.isError && isNotFound(remote.error)) return { state: 'not-found' };
  if (remote.data) return { state: 'ready', product: remote.data };
  const local = findLocalProduct(catalogue, idOrSlug);
  if (local) return { state: 'ready', product: local };
  if (remote.isError) return { state: 'error', message: apiErrorMessage(remote.error, PRODUCT_ERROR), retry: () => void remote.refetch() };
  return { state: 'loading' };
}
