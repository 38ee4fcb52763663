import type { SavedAddress } from '../../../contracts/address';
import type { AddressPayload } from '../../../components/address-form/address-model';
import { customerApi, unwrap, type ApiEnvelope } from '../../../lib/api-client';

export type AddressBookEntry = AddressPayload & { isDefaultShipping?: boolean; isDefaultBilling?: boolean };

/** POST /user/addresses/add (at most 20). The first address becomes both defaults. */
export async function addAddress(entry: AddressBookEntry): Promise<SavedAddress> {
  const { address } = await unwrap(customerApi.post<ApiEnvelope<{ address: SavedAddress }>>('/user/addresses/add', entry));
  return address;
}
