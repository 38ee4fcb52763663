/**
 * What a paid order changes on this device (docs/product/checkout.md#checkout-state): checkout moves to Complete, the bag
 * is emptied, and the customer's cached screens (orders, dashboard) are read again when next shown.
 * Called by whichever path learns first that the order is paid: the confirmation or the poll.
 */
import { useCartStore } from '../../lib/stores/cart-store';
import { privateScope, queryClient } from '../../lib/server-state';
import { useCheckoutStore } from './stores/checkout-store';

export function finishPaidCheckout(): void {
  if (useCheckoutStore.getState().step === 'complete') return;
  useCheckoutStore.getState().complete();
  useCartStore.getState().clear();
  void queryClient.invalidateQueries({ queryKey: [privateScope('customer')] });
}
