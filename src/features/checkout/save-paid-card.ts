/**
 * "Save this card for next time" (docs/decisions/0155-saving-a-card-while-paying.md): once the
 * provider says the payment succeeded, the card it was paid with is saved to the account through
 * POST /user/payment-methods/add, by the provider's id for it, never its number:
 * - the local test provider holds no cards, so the id is made here (pm_local_ and random hex) and
 *   the brand, last four and expiry come from the form the shopper typed into;
 * - with Stripe, the payment was confirmed with setup_future_usage, so Stripe attached the card to
 *   the shopper's Stripe customer; its pm_... id is sent and the server reads the rest from Stripe.
 * The order is paid whatever happens here: a card that could not be saved is said in a toast and
 * never turns the payment into a failure.
 */
import { toast } from '../../lib/toasts';
import { addPaymentMethod } from '../../api/payment-methods/add-payment-method';
import { refreshPaymentMethods } from '../../api/payment-methods/payment-method-queries';
import type { PaymentMethodAdd } from '../../contracts/payment-methods';
import { detectCardBrand } from '../../domain/card-brand';
import { apiErrorMessage } from '../../lib/api-error';
import { cardDetailsOf, type CardFormValues } from './card-input';

export const SAVE_CARD_MESSAGES = {
  saved: 'Card saved for next time',
  notSaved: 'Your order is paid, but the card was not saved',
} as const;

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The typed (and already checked) card as the local provider saves it: no number, no CVC. */
export function localCardToSave(values: CardFormValues, holderName: string): PaymentMethodAdd {
  const { cardNumber, expMonth, expYear } = cardDetailsOf(values);
  return {
    providerRef: `pm_local_${randomHex(12)}`,
    brand: detectCardBrand(cardNumber),
    last4: cardNumber.slice(-4),
    expMonth,
    expYear,
    holderName,
  };
}

/** Saves the card just paid with; says how it went, and never throws. */
export async function savePaidCard(card: PaymentMethodAdd): Promise<void> {
  try {
    await addPaymentMethod(card);
    toast.success(SAVE_CARD_MESSAGES.saved, { duration: 3000 });
    await refreshPaymentMethods();
  } catch (error) {
    toast.error(`${SAVE_CARD_MESSAGES.notSaved}: ${apiErrorMessage(error, 'please try again next time')}`, { duration: 6000 });
  }
}
