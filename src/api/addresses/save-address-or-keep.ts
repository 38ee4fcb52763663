/**
 * Adding or editing a saved address from the address book, offline too (docs/product/offline-writes.md):
 * sent at once when there is a connection, otherwise kept on this device and sent with the
 * customer's own credentials when it returns. Checkout saves addresses with ./add-address.ts and
 * ./update-address.ts instead: it needs a connection anyway.
 */
import type { SavedAddress } from '../../contracts/address';
import type { SavedAddressInput } from '../../contracts/address-book';
import { sendOrKeep } from '../../lib/offline-writes/send-or-keep';
import { ADD_ADDRESS_PATH, addressPath } from './address-paths';

const where = (entry: SavedAddressInput) => [entry.address1 ?? entry.address, entry.city].filter(Boolean).join(', ');

/** The saved address, or null when it was kept to send later. `id` edits that address; without it, a new one is added. */
export async function saveAddressOrKeep(entry: SavedAddressInput, id?: string): Promise<SavedAddress | null> {
  const sent = await sendOrKeep<{ address: SavedAddress }>(
    id === undefined
      ? { label: `your new address (${where(entry)})`, method: 'POST', path: ADD_ADDRESS_PATH, body: entry, as: 'customer' }
      : { label: `your change to the address ${where(entry)}`, method: 'PUT', path: addressPath(id), body: entry, as: 'customer' },
  );
  return sent.kept ? null : sent.answer.data.address;
}
