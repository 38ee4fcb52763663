import type { SavedAddress } from '../../../contracts/address';
import { customerApi, unwrap, type ApiEnvelope } from '../../../lib/api-client';
import type { AddressBookEntry } from './add-address';

/**
 * PUT /user/addresses/{id}: replaces the whole address. A default flag left out keeps the default
 * as it is; true makes this address the default, false on the current default clears it.
 */
export async function updateAddress(id: string, entry: AddressBookEntry): Promise<SavedAddress> {
  const { address } = await unwrap(
    customerApi.put<ApiEnvelope<{ address: SavedAddress }>>(`/user/addresses/${encodeURIComponent(id)}`, entry),
  );
  return address;
}
