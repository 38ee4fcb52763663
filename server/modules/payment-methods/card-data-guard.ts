/**
 * Refuses any request body that carries card data, before validation strips it silently: a
 * client sending a card number must learn at once that it is doing something wrong, and the
 * number must not reach a log or the database. Looks for card-number and CVC field names, and for
 * anything that reads like a card number (13 to 19 digits, spaces or dashes allowed, with a valid
 * Luhn check digit) in any text other than an id.
 */
import type { preValidationAsyncHookHandler } from 'fastify';
import { CARD_DATA_FIELD } from '#contracts/payment-methods';
import { badRequest } from '../../lib/http-errors';

export const CARD_DATA_REFUSED = 'Card numbers are never sent to our server';
const DIGIT_RUNS = /\d(?:[ -]?\d){12,18}/g;
/** Ids are opaque references, not card data, whatever digits they hold. */
const OPAQUE_ID = /^(pm_[A-Za-z0-9_]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const MAX_DEPTH = 4;

/** Card numbers end in a Luhn check digit; most other long digit runs do not. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function looksLikeCardNumber(text: string): boolean {
  if (OPAQUE_ID.test(text)) return false;
  return (text.match(DIGIT_RUNS) ?? []).some((run) => passesLuhn(run.replace(/\D/g, '')));
}

function carriesCardData(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return looksLikeCardNumber(value);
  if (typeof value === 'number') return Number.isSafeInteger(value) && looksLikeCardNumber(String(value));
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  return Object.entries(value).some(([key, inner]) => CARD_DATA_FIELD.test(key) || carriesCardData(inner, depth + 1));
}

export const refuseCardData: preValidationAsyncHookHandler = async (request) => {
  if (carriesCardData(request.body)) throw badRequest(CARD_DATA_REFUSED);
};
