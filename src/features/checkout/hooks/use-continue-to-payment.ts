/**
 * Review → payment (docs/product/checkout.md#checkout-state: "after successful validation"). First the bag is re-checked
 * against the server's products (recheck-bag.ts): if anything changed, the new prices go into the
 * bag, the notice names every change, and checkout stays on review so the shopper sees it before
 * going on. Then the server prices the bag and
 * the code (validate), makes the order under this attempt's idempotency key (create-order), and
 * opens its payment (payment). Any refusal stays on review with the server's own message, which
 * names the product or the code. One run at a time: a second click while it runs does nothing.
 * Once the payment step is reached, addresses ticked "Save to my addresses" are saved.
 */
import { useRef, useState } from 'react';
import { responseStatus } from '../../../lib/api-error';
import { useCartStore } from '../../../lib/stores/cart-store';
import { createOrder } from '../api/create-order';
import { getOrderStatus } from '../api/get-order-status';
import { startPayment } from '../api/start-payment';
import { validateCheckout } from '../api/validate-checkout';
import { attemptFor } from '../checkout-attempt';
import { checkoutBodyOf, type OrderAddress } from '../checkout-request';
import { checkoutFailure } from '../failure-message';
import { finishPaidCheckout } from '../finish-checkout';
import { CHECKOUT_MESSAGES, isPaidOrder } from '../order-outcome';
import { recheckBag } from '../recheck-bag';
import { saveChosenAddresses } from '../save-chosen-addresses';
import { useCheckoutStore } from '../stores/checkout-store';

const VALIDATE_FALLBACK = "We couldn't check your order. Please try again.";
const CREATE_FALLBACK = "We couldn't place your order. Please try again.";

/** The payment could not be opened: an order paid meanwhile completes; an expired one is forgotten. */
async function recoverFromRefusedPayment(orderId: string, error: unknown): Promise<void> {
  const store = useCheckoutStore.getState();
  if (responseStatus(error) === 409) {
    const order = await getOrderStatus(orderId).catch(() => null);
    if (order && isPaidOrder(order)) {
      finishPaidCheckout();
      return;
    }
    store.forgetOrder();
  }
  store.setError(checkoutFailure(error, CHECKOUT_MESSAGES.paymentFailed));
}

export function useContinueToPayment() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const continueToPayment = async (shipping: OrderAddress, billing: OrderAddress) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const store = useCheckoutStore.getState();
    store.setError(null);
    store.setConnectionLost(false);
    try {
      let step = VALIDATE_FALLBACK;
      let orderId: string | null = null;
      try {
        const changes = await recheckBag();
        store.setBagChanges(changes);
        if (changes.length > 0) {
          for (const change of changes) if (change.kind === 'price') useCartStore.getState().updatePrice(change.line, change.now);
          return;
        }
        // The re-check may have given lines saved before sizes their sizes: the order is made from the bag as it is now.
        const lines = useCartStore.getState().items;
        const body = checkoutBodyOf(lines, shipping, billing, store.code || null);
        const validated = await validateCheckout(body);
        store.setDiscount(validated.appliedDiscount);
        step = CREATE_FALLBACK;
        const attempt = attemptFor(body, useCheckoutStore.getState().attempt);
        store.setAttempt(attempt);
        const created = await createOrder(body, attempt.key);
        orderId = created.orderId;
        const payment = await startPayment(created.orderId);
        store.startPayment({ ...created, lines: lines.map((item) => ({ ...item })), source: 'bag' }, payment);
        await saveChosenAddresses();
      } catch (error) {
        if (orderId) await recoverFromRefusedPayment(orderId, error);
        else store.setError(checkoutFailure(error, step));
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, continueToPayment };
}
