import { queryOptions } from '@tanstack/react-query';
import type { SavedAddress } from '../../contracts/address';
import { customerApi, unwrap } from '../../lib/api-client';
import type { ApiEnvelope } from '../../contracts/envelope';
import { addressKeys } from './address-queries';

/** GET /user/addresses: every saved address, oldest first, with its default flags. */
export async function getAddresses(): Promise<SavedAddress[]> {
  const { addresses } = await unwrap(customerApi.get<ApiEnvelope<{ addresses: SavedAddress[] }>>('/user/addresses'));
  return addresses;
}

export const addressesQuery = () => queryOptions({ queryKey: addressKeys.list(), queryFn: getAddresses });
