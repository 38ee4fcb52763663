import { customerApi } from '../../lib/api-client';
import { addressPath } from './address-paths';
import type { ApiEnvelope } from '../../contracts/envelope';

/** DELETE /user/addresses/{id}; a default it was is cleared. */
export async function deleteAddress(id: string): Promise<void> {
  await customerApi.delete<ApiEnvelope<null>>(addressPath(id));
}
