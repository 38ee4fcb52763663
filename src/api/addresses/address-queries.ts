/**
 * The cache keys of the customer's address book. Every address read lives under one prefix, so a
 * change (add, edit, delete, new default) refreshes the list and the defaults together: one change
 * can move a default flag off another address.
 */
import { privateScope, queryClient } from '../../lib/server-state';

export const addressKeys = {
  all: [privateScope('customer'), 'addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  defaults: () => [...addressKeys.all, 'defaults'] as const,
};

/** After any change to the address book: every screen showing an address reads it again. */
export function refreshAddresses(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: addressKeys.all });
}
