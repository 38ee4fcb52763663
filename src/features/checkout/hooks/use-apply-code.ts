/**
 * 'Apply' on the discount code: the server checks the code against this bag and these addresses
 * (validate) and answers what it takes off, or why it cannot be used, in its own words. The call
 * is a mutation (decision 0040): its pending state is the button's and its error the message,
 * cleared when the next try starts.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckoutBody } from '../../../contracts/checkout';
import { useAppQueryClient } from '../../../lib/server-state';
import type { CartItem } from '../../../lib/stores/cart-store';
import { validateCheckout } from '../api/validate-checkout';
import { checkoutBodyOf, type OrderAddress } from '../checkout-request';
import { checkoutFailure } from '../failure-message';
import { useCheckoutStore } from '../stores/checkout-store';

const APPLY_FALLBACK = "We couldn't apply this code. Please try again.";
export const ADDRESSES_FIRST = 'Add your shipping and billing addresses first, then apply the code.';

export function useApplyCode() {
  const [addressesMissing, setAddressesMissing] = useState(false);
  const applying = useMutation(
    {
      mutationFn: (body: CheckoutBody) => validateCheckout(body),
      onSuccess: (result) => useCheckoutStore.getState().setDiscount(result.appliedDiscount),
      onError: () => useCheckoutStore.getState().setDiscount(null),
    },
    useAppQueryClient(),
  );
  const busy = applying.isPending;
  const message = addressesMissing ? ADDRESSES_FIRST : applying.error ? checkoutFailure(applying.error, APPLY_FALLBACK) : null;

  const apply = (items: CartItem[], shipping: OrderAddress | null, billing: OrderAddress | null) => {
    const code = useCheckoutStore.getState().code;
    if (busy || !code) return;
    if (!shipping || !billing) {
      setAddressesMissing(true);
      return;
    }
    setAddressesMissing(false);
    applying.mutate(checkoutBodyOf(items, shipping, billing, code));
  };

  // Typing a new code clears the message; a check still running keeps its place (and its answer).
  const clearMessage = () => {
    setAddressesMissing(false);
    if (!applying.isPending) applying.reset();
  };

  return { busy, message, clearMessage, apply };
}
