/**
 * Where the two location services live (only used for currency detection), from GET
 * /general/config. Read with fetch, not through the config query's API client: detection runs
 * while a first visit starts up (lib/fetch-general.ts).
 */
import type { ClientConfig } from '../../../contracts/client-config';
import { fetchGeneral } from '../../../lib/fetch-general';

export type GeoConfig = ClientConfig['geo'];

export async function getGeoConfig(signal?: AbortSignal): Promise<GeoConfig> {
  return (await fetchGeneral<ClientConfig>('/general/config', signal)).geo;
}
