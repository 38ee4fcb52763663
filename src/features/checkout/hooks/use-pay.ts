/**
 * Paying (docs/product/checkout.md#paying, "Payment"): the card form confirms the card with the order's client
 * secret through its provider; on a provider error its message shows; on success the order's
 * status is read, and only unfulfilled + paid completes checkout. A pay that is running ignores
 * further clicks, so a double click cannot confirm twice.
 */
import { useCallback, useRef, useState } from 'react';
import type { SavedPaymentMethod } from '../../../contracts/payment-methods';
import type { SaveCardChoice } from '../components/SaveCardOption';
import { getOrderStatus } from '../api/get-order-status';
import { checkoutFailure } from '../failure-message';
import { finishPaidCheckout } from '../finish-checkout';
import { CHECKOUT_MESSAGES, outcomeAfterPayment } from '../order-outcome';
import { useCheckoutStore } from '../stores/checkout-store';

/** What a card provider answered, in the shape both providers can give. */
export interface ConfirmResult {
  status: string;
  /** The provider's own sentence for a decline ('Your card was declined.'). */
  errorMessage?: string;
}

export type ConfirmCard = () => Promise<ConfirmResult>;

/** What the payment step gives whichever provider's card form it shows: one contract, so either stands in. */
export interface CardFormProps {
  clientSecret: string;
  amount: number;
  savedCard: SavedPaymentMethod | null;
  /** Offered with a new card: ticked, the card is saved under `holderName` once paid (Stripe keeps it too). */
  save: { choice: SaveCardChoice; holderName: string } | null;
  busy: boolean;
  disabled: boolean;
  onPay: (confirm: ConfirmCard) => Promise<void>;
}

export function usePay() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const pay = async (confirm: ConfirmCard) => {
    const { order, setError } = useCheckoutStore.getState();
    if (running.current || !order) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      let result: ConfirmResult;
      try {
        result = await confirm();
      } catch (error) {
        setError(checkoutFailure(error, CHECKOUT_MESSAGES.paymentFailed));
        return;
      }
      if (result.status === 'processing') {
        setError(CHECKOUT_MESSAGES.stillProcessingAfterPayment);
        return;
      }
      if (result.status !== 'succeeded') {
        setError(result.errorMessage || CHECKOUT_MESSAGES.paymentFailed);
        return;
      }
      try {
        const outcome = outcomeAfterPayment(await getOrderStatus(order.orderId));
        if (outcome.complete) finishPaidCheckout();
        else setError(outcome.message);
      } catch (error) {
        setError(checkoutFailure(error, CHECKOUT_MESSAGES.verifyFailed));
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const isRunning = useCallback(() => running.current, []);
  return { busy, pay, isRunning };
}
