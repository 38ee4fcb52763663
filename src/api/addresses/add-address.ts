import type { SavedAddress } from '../../contracts/address';
import type { SavedAddressInput } from '../../contracts/address-book';
import { customerApi, unwrap } from '../../lib/api-client';
import type { ApiEnvelope } from '../../contracts/envelope';

/** POST /user/addresses/add (at most 20). The first address becomes both defaults. */
export async function addAddress(entry: SavedAddressInput): Promise<SavedAddress> {
  const { address } = await unwrap(customerApi.post<ApiEnvelope<{ address: SavedAddress }>>('/user/addresses/add', entry));
  return address;
}
