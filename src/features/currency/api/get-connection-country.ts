/**
 * GET /general/location: the country of this connection, looked up by our server (null when it
 * cannot tell). Read with fetch: detection runs while a first visit starts up (lib/fetch-general.ts).
 */
import type { ConnectionCountry } from '../../../contracts/client-config';
import { fetchGeneral } from '../../../lib/fetch-general';

export async function getConnectionCountry(signal?: AbortSignal): Promise<string | null> {
  return (await fetchGeneral<ConnectionCountry>('/general/location', signal)).country;
}
