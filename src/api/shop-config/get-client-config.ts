/**
 * GET /general/config, the one call for what the browser needs to know about this shop: the
 * payment provider, the location services, and the figures an admin can change (pricing, currency
 * rates; decision 0121). Every screen that quotes or applies those figures reads them from this one
 * query, so a change reaches the storefront, the bag, checkout and the policy pages together.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ClientConfig } from '../../contracts/client-config';
import type { ApiEnvelope } from '../../contracts/envelope';
import { loadApiClient } from '../../lib/load-api-client';

export async function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const { generalApi, unwrap } = await loadApiClient();
  return unwrap(generalApi.get<ApiEnvelope<ClientConfig>>('/general/config', { signal }));
}

/** A minute fresh, and asked again when the shopper comes back to the tab: settings change rarely but should show soon. */
const CONFIG_FRESH_MS = 60_000;

export const clientConfigQuery = () =>
  queryOptions({
    queryKey: ['client-config'] as const,
    queryFn: ({ signal }) => getClientConfig(signal),
    staleTime: CONFIG_FRESH_MS,
    refetchOnWindowFocus: true,
  });
