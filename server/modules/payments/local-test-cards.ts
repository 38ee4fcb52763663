/**
 * Stripe's test cards and what Stripe's test mode answers for each, for the local provider: the
 * same numbers give the same outcome and the same shopper-facing message, so a shop developed on
 * the local provider behaves the same once Stripe's keys are set.
 */
import { isExpired } from '#contracts/payment-methods';

export interface CardRefusal {
  code: string;
  message: string;
}

const declined = (code: string, message = 'Your card was declined.'): CardRefusal => ({ code, message });

/** Numbers Stripe refuses in test mode, by outcome. Every other test card number succeeds. */
const REFUSED: Record<string, CardRefusal> = {
  '4000000000000002': declined('generic_decline'),
  '4000000000009995': declined('insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000009987': declined('lost_card'),
  '4000000000009979': declined('stolen_card'),
  '4000000000000069': declined('expired_card', 'Your card has expired.'),
  '4000000000000127': declined('incorrect_cvc', 'Your card’s security code is incorrect.'),
  '4000000000000119': declined('processing_error', 'An error occurred while processing your card. Try again in a little bit.'),
};

/** Stripe's test numbers that succeed (one or more per brand). */
const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
]);

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Null when the card is accepted; otherwise why it is refused, in Stripe's words. */
export function testCardOutcome(card: { number: string; expMonth: number; expYear: number; cvc: string }, now = new Date()): CardRefusal | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return declined('incorrect_number', 'Your card number is incorrect.');
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return declined('invalid_expiry_month', 'Your card’s expiration month is invalid.');
  if (!Number.isInteger(card.expYear) || isExpired(card.expMonth, card.expYear, now))
    return declined('invalid_expiry_year', 'Your card’s expiration year is invalid.');
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return declined('invalid_cvc', 'Your card’s security code is invalid.');
  const refusal = REFUSED[digits];
  if (refusal) return refusal;
  if (!SUCCEEDS.has(digits)) return declined('test_mode_live_card', 'Your card was declined. Your request was in test mode, but used a non test card.');
  return null;
}

/** A saved local card has no number, only its last 4: the refusing test cards keep refusing. */
export function savedTestCardOutcome(last4: string): CardRefusal | null {
  for (const [number, refusal] of Object.entries(REFUSED)) if (number.endsWith(last4)) return refusal;
  return null;
}
