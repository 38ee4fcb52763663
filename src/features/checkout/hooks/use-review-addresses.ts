/**
 * The two addresses the review step will send: an open form's (while its fields are valid), else
 * the default (GET /user/addresses/default); billing is shipping's while 'Use shipping address for
 * billing' is ticked. A form that is open but not yet valid means no address: Continue waits for
 * it rather than quietly falling back to the default (docs/decisions/0150). When the defaults
 * cannot be loaded, the spec's message shows and the forms take over.
 */
import { useQuery } from '@tanstack/react-query';
import { defaultAddressesQuery } from '../../../api/addresses/get-default-addresses';
import { addressFromSaved, type OrderAddress } from '../checkout-request';
import { useCheckoutStore, type AddressDraft } from '../stores/checkout-store';

export interface ReviewAddresses {
  loading: boolean;
  /** The defaults could not be read: the spec's message, and empty forms. */
  loadFailed: boolean;
  savedShipping: OrderAddress | null;
  savedBilling: OrderAddress | null;
  shipping: OrderAddress | null;
  billing: OrderAddress | null;
  /** Both addresses are known: the order can be priced and placed. */
  complete: boolean;
}

const addressOf = (draft: AddressDraft | null, saved: OrderAddress | null) => (draft ? draft.address : saved);

export function useReviewAddresses(): ReviewAddresses {
  const defaults = useQuery(defaultAddressesQuery());
  const shippingDraft = useCheckoutStore((state) => state.shipping);
  const billingDraft = useCheckoutStore((state) => state.billing);
  const sameAsShipping = useCheckoutStore((state) => state.sameAsShipping);
  const savedShipping = defaults.data?.shipping ? addressFromSaved(defaults.data.shipping) : null;
  const savedBilling = defaults.data?.billing ? addressFromSaved(defaults.data.billing) : null;
  const shipping = addressOf(shippingDraft, savedShipping);
  const billing = sameAsShipping ? shipping : addressOf(billingDraft, savedBilling);
  return {
    loading: defaults.isPending,
    loadFailed: defaults.isError,
    savedShipping,
    savedBilling,
    shipping,
    billing,
    complete: Boolean(shipping && billing),
  };
}
