import type { SavedAddress } from '../../contracts/address';
import type { SavedAddressInput } from '../../contracts/address-book';
import { customerApi, unwrap } from '../../lib/api-client';
import { addressPath } from './address-paths';
import type { ApiEnvelope } from '../../contracts/envelope';

/**
 * PUT /user/addresses/{id}: replaces the whole address. A default flag left out keeps the default
 * as it is; true makes this address the default, false on the current default clears it.
 */
export async function updateAddress(id: string, entry: SavedAddressInput): Promise<SavedAddress> {
  const { address } = await unwrap(
    customerApi.put<ApiEnvelope<{ address: SavedAddress }>>(addressPath(id), entry),
  );
  return address;
}
