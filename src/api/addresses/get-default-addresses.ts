import { queryOptions } from '@tanstack/react-query';
import type { DefaultAddresses } from '../../contracts/address-book';
import { customerApi, unwrap } from '../../lib/api-client';
import type { ApiEnvelope } from '../../contracts/envelope';
import { addressKeys } from './address-queries';

/** GET /user/addresses/default: the default shipping and billing addresses, null when unset. */
export function getDefaultAddresses(): Promise<DefaultAddresses> {
  return unwrap(customerApi.get<ApiEnvelope<DefaultAddresses>>('/user/addresses/default'));
}

export const defaultAddressesQuery = () => queryOptions({ queryKey: addressKeys.defaults(), queryFn: getDefaultAddresses });
