/**
 * The customer's saved addresses (/user/addresses): the address record of address.ts (either
 * naming) plus the two default flags, and the answers.
 */
import { z } from 'zod';
import { addressInput, savedAddress } from './address';

export const MAX_SAVED_ADDRESSES = 20;

const defaultFlags = z.object({
  isDefaultShipping: z.boolean({ message: 'isDefaultShipping must be true or false' }).optional(),
  isDefaultBilling: z.boolean({ message: 'isDefaultBilling must be true or false' }).optional(),
});

/**
 * POST /user/addresses/add and PUT /user/addresses/{id}. A flag left out keeps the default as it
 * is (the first address always becomes both defaults); false on the current default clears it.
 */
export const savedAddressBody = z.intersection(addressInput, defaultFlags);
export type SavedAddressBody = z.infer<typeof savedAddressBody>;
/** What a client sends (before the server's trimming and defaults). */
export type SavedAddressInput = z.input<typeof savedAddressBody>;

export const addressList = z.object({ addresses: z.array(savedAddress) });
export const oneAddress = z.object({ address: savedAddress });
export const defaultAddresses = z.object({ shipping: savedAddress.nullable(), billing: savedAddress.nullable() });
export type DefaultAddresses = z.infer<typeof defaultAddresses>;
