/** GET /general/config: where the two location services live (only used for currency detection). */
import type { ClientConfig } from '../../../contracts/client-config';
import { generalApi, unwrap } from '../../../lib/api-client';
import type { ApiEnvelope } from '../../../contracts/envelope';

export type GeoConfig = ClientConfig['geo'];

export async function getGeoConfig(signal?: AbortSignal): Promise<GeoConfig> {
  const config = await unwrap(generalApi.get<ApiEnvelope<ClientConfig>>('/general/config', { signal }));
  return config.geo;
}
