/** Where the two location services live (only used for currency detection), from the client config. */
import { getClientConfig } from '../../../api/shop-config/get-client-config';
import type { ClientConfig } from '../../../contracts/client-config';

export type GeoConfig = ClientConfig['geo'];

export async function getGeoConfig(signal?: AbortSignal): Promise<GeoConfig> {
  return (await getClientConfig(signal)).geo;
}
