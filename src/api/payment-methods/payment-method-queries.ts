/**
 * The cache keys of the customer's saved cards (decision 0041: saved-card calls live here, one
 * file per call). Under the customer's private scope, so signing out forgets them.
 */
import { privateScope, queryClient } from '../../lib/server-state';

export const paymentMethodKeys = {
  all: [privateScope('customer'), 'payment-methods'] as const,
  list: () => [...paymentMethodKeys.all, 'list'] as const,
};

/** After any change (saved, removed, a new default): every screen showing the cards reads them again. */
export function refreshPaymentMethods(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
}
