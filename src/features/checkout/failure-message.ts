/**
 * A failed checkout call as the sentence to show (the server's message, else the fallback), and
 * the one side effect every checkout call shares: a call that found no server marks the
 * connection lost, which holds paying until the shopper tries again (nothing leaves the bag).
 */
import { apiErrorMessage, isConnectionFailure } from '../../lib/api-error';
import { useCheckoutStore } from './stores/checkout-store';

export function checkoutFailure(error: unknown, fallback: string): string {
  if (isConnectionFailure(error)) useCheckoutStore.getState().setConnectionLost(true);
  return apiErrorMessage(error, fallback);
}
