/**
 * GET /general/config: what the browser needs to know about this deployment (location services,
 * payment provider, the shop's support address). One call for every reader; a deployment does not
 * change these while a page is open, so one answer serves the whole visit.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ClientConfig } from '../../contracts/client-config';
import type { ApiEnvelope } from '../../contracts/envelope';
import { loadApiClient } from '../../lib/load-api-client';

export async function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const { generalApi, unwrap } = await loadApiClient();
  return unwrap(generalApi.get<ApiEnvelope<ClientConfig>>('/general/config', { signal }));
}

export const clientConfigQuery = () =>
  queryOptions({ queryKey: ['client-config'] as const, queryFn: ({ signal }) => getClientConfig(signal), staleTime: Infinity });
