/**
 * "Save to my addresses" on a checkout address form: once the order is made (so the server has
 * accepted the address), each ticked address goes into the address book, once. A failure does not
 * stop the order; it says so, and the address is still used for this order (docs/decisions/0150).
 */
import { toast } from '../../lib/toasts';
import { addAddress } from '../../api/addresses/add-address';
import { refreshAddresses } from '../../api/addresses/address-queries';
import { useCheckoutStore, type AddressDraft } from './stores/checkout-store';

type Kind = 'shipping' | 'billing';

function ticked(kind: Kind): AddressDraft | null {
  const state = useCheckoutStore.getState();
  if (kind === 'billing' && state.sameAsShipping) return null;
  const draft = state[kind];
  return draft?.save && draft.address ? draft : null;
}

export async function saveChosenAddresses(): Promise<void> {
  const kinds = (['shipping', 'billing'] as const).filter((kind) => ticked(kind));
  if (kinds.length === 0) return;
  try {
    for (const kind of kinds) {
      const draft = ticked(kind);
      if (!draft?.address) continue;
      await addAddress(draft.address);
      // Saved once: going back to review and on again must not add it a second time.
      const store = useCheckoutStore.getState();
      (kind === 'shipping' ? store.setShipping : store.setBilling)({ ...draft, save: false });
    }
    toast.success(kinds.length === 1 ? 'Address saved to your addresses' : 'Addresses saved to your addresses');
    await refreshAddresses();
  } catch {
    toast.error("We couldn't save the address to your addresses; this order still uses it.");
  }
}
