/**
 * POST /general/products/{id}/views, once when a product page opens: it feeds the "popular" list.
 * Fire and forget; a lost view (offline, rate limited) matters to nobody, so errors are swallowed.
 */
import { loadApiClient } from '../../../lib/load-api-client';

export function recordProductView(productId: string): void {
  loadApiClient()
    .then(({ generalApi }) => generalApi.post(`/general/products/${encodeURIComponent(productId)}/views`))
    .catch(() => undefined);
}
