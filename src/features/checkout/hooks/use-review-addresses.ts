/**
 * The two addresses the review step will send: what the shopper entered here, else their default
 * (GET /user/addresses/default); billing is shipping's while 'Use shipping address for billing'
 * is ticked. When the defaults cannot be loaded, the spec's message shows and the forms take over.
 */
import { useQuery } from '@tanstack/react-query';
import { defaultAddressesQuery } from '../../../api/addresses/get-default-addresses';
import { addressFromSaved, type OrderAddress } from '../checkout-request';
import { useCheckoutStore } from '../stores/checkout-store';

export interface ReviewAddresses {
  loading: boolean;
  /** The defaults could not be read: the spec's message, and empty forms. */
  loadFailed: boolean;
  shipping: OrderAddress | null;
  billing: OrderAddress | null;
  /** Both addresses are known: the order can be priced and placed. */
  complete: boolean;
}

export function useReviewAddresses(): ReviewAddresses {
  const defaults = useQuery(defaultAddressesQuery());
  const enteredShipping = useCheckoutStore((state) => state.shipping);
  const enteredBilling = useCheckoutStore((state) => state.billing);
  const sameAsShipping = useCheckoutStore((state) => state.sameAsShipping);
  const savedShipping = defaults.data?.shipping ? addressFromSaved(defaults.data.shipping) : null;
  const savedBilling = defaults.data?.billing ? addressFromSaved(defaults.data.billing) : null;
  const shipping = enteredShipping ?? savedShipping;
  const billing = sameAsShipping ? shipping : (enteredBilling ?? savedBilling);
  return {
    loading: defaults.isPending,
    loadFailed: defaults.isError,
    shipping,
    billing,
    complete: Boolean(shipping && billing),
  };
}
