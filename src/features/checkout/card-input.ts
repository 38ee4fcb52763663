/**
 * The local provider's card form without React: how the number and expiry are written while
 * typed, and the checks made before the card is sent (a number that cannot be a card, a past
 * expiry, a CVC of the wrong length never make a round trip). The provider decides the rest:
 * declines come back as its own message.
 */
import { isExpired } from '../../contracts/payment-methods';
import { detectCardBrand, type CardBrand } from '../../domain/card-brand';

// A type alias rather than an interface: it must fit useForm's Record<string, string | boolean>.
export type CardFormValues = {
  cardNumber: string;
  /** "MM / YY" */
  expiry: string;
  cvc: string;
};
export type CardField = keyof CardFormValues;

export const EMPTY_CARD: CardFormValues = { cardNumber: '', expiry: '', cvc: '' };

const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** American Express is printed 4-6-5 and Diners Club 4-6-4; every other brand in fours. */
function groupSizes(brand: CardBrand): number[] {
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'dinersclub') return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** "4242424242424242" → "4242 4242 4242 4242", as the card shows it. */
export function formatCardNumber(typed: string): string {
  const digits = digitsOf(typed).slice(0, MAX_CARD_DIGITS);
  const groups: string[] = [];
  let at = 0;
  for (const size of groupSizes(detectCardBrand(digits))) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) groups.push(digits.slice(at));
  return groups.join(' ');
}

/** "1", "12", "123" → "1", "12 / ", "12 / 3"; a first digit above 1 can only be a month 0X. */
export function formatExpiry(typed: string, previous = ''): string {
  let digits = digitsOf(typed).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  // Deleting the separator deletes the month's last digit with it, so backspace is not stuck.
  const deletingSeparator = previous.endsWith(' / ') && typed.length < previous.length && digits.length === 2;
  if (deletingSeparator) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** "08 / 29" → month 8, year 2029; null when it is not a month and a two-digit year. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}

/** The Luhn checksum every card number carries: catches a mistyped digit before sending. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cvcLengthFor(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function validateCard(values: CardFormValues, now = new Date()): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = digitsOf(values.cardNumber);
  if (!digits) errors.cardNumber = 'Card number is required';
  else if (digits.length < MIN_CARD_DIGITS || !passesLuhn(digits)) errors.cardNumber = 'Enter a valid card number';

  const expiry = parseExpiry(values.expiry);
  if (!values.expiry.trim()) errors.expiry = 'Expiry date is required';
  else if (!expiry) errors.expiry = 'Enter the expiry as MM / YY';
  else if (isExpired(expiry.expMonth, expiry.expYear, now)) errors.expiry = 'This card has expired';

  const cvc = values.cvc.trim();
  const wanted = cvcLengthFor(detectCardBrand(digits));
  if (!cvc) errors.cvc = 'CVC is required';
  else if (!/^\d+$/.test(cvc) || cvc.length !== wanted) errors.cvc = `CVC must be ${wanted} digits`;
  return errors;
}

/** The checked form as the local provider takes it (digits only, four-digit year). */
export function cardDetailsOf(values: CardFormValues): { cardNumber: string; expMonth: number; expYear: number; cvc: string } {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new Error('cardDetailsOf needs a checked form');
  return { cardNumber: digitsOf(values.cardNumber), ...expiry, cvc: values.cvc.trim() };
}
