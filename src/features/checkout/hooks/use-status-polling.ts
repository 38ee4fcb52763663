/**
 * Status polling (docs/product/checkout.md#status-polling): while on the payment step with an order, its status is read
 * every 10 s. Paid completes checkout; a failed payment or an order that stopped waiting shows the
 * spec's message; polling stops once neither status is pending. A poll never talks over what the
 * shopper was just told (a decline in the provider's words): it only replaces its own messages.
 */
import { useEffect } from 'react';
import { getOrderStatus } from '../api/get-order-status';
import { checkoutFailure } from '../failure-message';
import { finishPaidCheckout } from '../finish-checkout';
import { CHECKOUT_MESSAGES, readPolledStatus, STATUS_POLL_MS } from '../order-outcome';
import { useCheckoutStore } from '../stores/checkout-store';

const POLL_MESSAGES: ReadonlySet<string> = new Set([
  CHECKOUT_MESSAGES.paymentFailedPolled,
  CHECKOUT_MESSAGES.stillProcessingPolled,
  CHECKOUT_MESSAGES.pollFailed,
]);

function tell(message: string) {
  const { error, setError } = useCheckoutStore.getState();
  if (error === null || POLL_MESSAGES.has(error)) setError(message);
}

/** `paying` says a confirmation is in flight: that path reads the status itself. */
export function useStatusPolling(orderId: string | null, active: boolean, paying: () => boolean): void {
  useEffect(() => {
    if (!active || !orderId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      timer = setTimeout(() => void poll(), STATUS_POLL_MS);
    };
    const poll = async () => {
      if (stopped) return;
      if (paying()) return schedule();
      try {
        const verdict = readPolledStatus(await getOrderStatus(orderId));
        if (stopped) return;
        if (verdict.complete) finishPaidCheckout();
        else if (verdict.message) tell(verdict.message);
        if (!verdict.stop) schedule();
      } catch (error) {
        if (stopped) return;
        checkoutFailure(error, CHECKOUT_MESSAGES.pollFailed);
        tell(CHECKOUT_MESSAGES.pollFailed);
        schedule();
      }
    };

    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, active, paying]);
}
