import type { SavedAddress } from '../../contracts/address';
import type { SavedAddressInput } from '../../contracts/address-book';
import { customerApi, unwrap } from '../../lib/api-client';
import { ADD_ADDRESS_PATH } from './address-paths';
import type { ApiEnvelope } from '../../contracts/envelope';

/** POST /user/addresses/add (at most 20). The first address becomes both defaults. */
export async function addAddress(entry: SavedAddressInput): Promise<SavedAddress> {
  const { address } = await unwrap(customerApi.post<ApiEnvelope<{ address: SavedAddress }>>(ADD_ADDRESS_PATH, entry));
  return address;
}
