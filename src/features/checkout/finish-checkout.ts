/**
 * What a paid order changes on this device (docs/product/checkout.md#checkout-state): checkout moves to Complete, the bag
 * is emptied, and the customer's cached screens (orders, dashboard) are read again when next shown.
 * Called by whichever path learns first that the order is paid: the confirmation or the poll.
 *
 * An order paid from its own page ("Pay now", docs/decisions/0255-abandoned-checkouts.md) was not
 * made from the bag as it is now: only the sizes it bought leave the bag, so the shopper does not
 * buy them twice, and whatever else is in the bag stays.
 */
import { lineKey, useCartStore } from '../../lib/stores/cart-store';
import { privateScope, queryClient } from '../../lib/server-state';
import { useCheckoutStore } from './stores/checkout-store';

export function finishPaidCheckout(): void {
  const { step, order } = useCheckoutStore.getState();
  if (step === 'complete') return;
  useCheckoutStore.getState().complete();
  const bag = useCartStore.getState();
  if (order?.source === 'order-page') {
    const bought = new Set(order.lines.map(lineKey));
    for (const line of bag.items.filter((item) => bought.has(lineKey(item)))) bag.removeItem(line);
  } else bag.clear();
  void queryClient.invalidateQueries({ queryKey: [privateScope('customer')] });
}
