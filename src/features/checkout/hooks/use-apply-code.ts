/**
 * 'Apply' on the discount code: the server checks the code against this bag and these addresses
 * (validate) and answers what it takes off, or why it cannot be used, in its own words.
 */
import { useState } from 'react';
import type { CartItem } from '../../../lib/stores/cart-store';
import { validateCheckout } from '../api/validate-checkout';
import { checkoutBodyOf, type OrderAddress } from '../checkout-request';
import { checkoutFailure } from '../failure-message';
import { useCheckoutStore } from '../stores/checkout-store';

const APPLY_FALLBACK = "We couldn't apply this code. Please try again.";
export const ADDRESSES_FIRST = 'Add your shipping and billing addresses first, then apply the code.';

export function useApplyCode() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const apply = async (items: CartItem[], shipping: OrderAddress | null, billing: OrderAddress | null) => {
    const code = useCheckoutStore.getState().code;
    if (busy || !code) return;
    if (!shipping || !billing) {
      setMessage(ADDRESSES_FIRST);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await validateCheckout(checkoutBodyOf(items, shipping, billing, code));
      useCheckoutStore.getState().setDiscount(result.appliedDiscount);
    } catch (error) {
      useCheckoutStore.getState().setDiscount(null);
      setMessage(checkoutFailure(error, APPLY_FALLBACK));
    } finally {
      setBusy(false);
    }
  };

  return { busy, message, clearMessage: () => setMessage(null), apply };
}
