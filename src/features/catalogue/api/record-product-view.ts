/**
 * POST /general/products/{id}/views, once when a product page opens: it feeds the "popular" list.
 * Fire and forget; a lost view (offline, rate limited) matters to nobody, so errors are swallowed.
 * Sent once the page's start-up is over (decision 0287): on a product page opened from outside it
 * loaded the API client (axios, 20 KB brotli) while the page was still starting.
 */
import { loadApiClient } from '../../../lib/load-api-client';
import { whenStartUpIsOver } from '../../../lib/when-idle';

export function recordProductView(productId: string): void {
  whenStartUpIsOver(() => {
    loadApiClient()
      .then(({ generalApi }) => generalApi.post(`/general/products/${encodeURIComponent(productId)}/views`))
      .catch(() => undefined);
  });
}
