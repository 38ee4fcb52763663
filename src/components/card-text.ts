/**
 * How a card is written for a shopper, wherever one shows (the checkout's card form and saved-card
 * choice, the account's payment methods): the brand's name, "Visa ending 4242", "Expires 12/29".
 * The names are a Record over the brand type, so a brand added to src/domain/card-brand fails the
 * type check here until it has a name.
 */
import type { SavedPaymentMethod } from '../contracts/payment-methods';
import type { CardBrand } from '../domain/card-brand';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  verve: 'Verve',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  dinersclub: 'Diners Club',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  interac: 'Interac',
  unknown: 'Unknown card',
};

type CardFacts = Pick<SavedPaymentMethod, 'brand' | 'last4' | 'expMonth' | 'expYear'>;

/** A saved card's brand as stored (any text the server sent): a brand we do not know is a "Card". */
export function brandName(brand: string): string {
  return brand in CARD_BRAND_NAMES && brand !== 'unknown' ? CARD_BRAND_NAMES[brand as CardBrand] : 'Card';
}

/** "Visa ending 4242" */
export function cardLabel(card: CardFacts): string {
  return `${brandName(card.brand)} ending ${card.last4}`;
}

/** "12/29": the month and year as the card prints them. */
export function cardExpiry(card: CardFacts): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
}
