/** GET /general/location: the country of this connection, looked up by our server (null when it cannot tell). */
import type { ConnectionCountry } from '../../../contracts/client-config';
import type { ApiEnvelope } from '../../../contracts/envelope';
import { generalApi, unwrap } from '../../../lib/api-client';

export async function getConnectionCountry(signal?: AbortSignal): Promise<string | null> {
  const data = await unwrap(generalApi.get<ApiEnvelope<ConnectionCountry>>('/general/location', { signal }));
  return data.country;
}
