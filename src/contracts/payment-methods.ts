/**
 * Saved payment methods (/user/payment-methods). Card numbers and CVCs never reach the server: the
 * browser hands the card to the payment provider, which answers a payment-method id (Stripe's
 * `pm_...`, or `pm_local_...` from the embedded local provider). Only that id and what a receipt
 * shows (brand, last 4 digits, expiry, holder name) are sent and stored.
 */
import { z } from 'zod';
import type { CardBrand } from '../domain/card-brand';

/** Every brand src/domain/card-brand can detect (the check below keeps the two lists equal). */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'verve',
  'amex',
  'discover',
  'jcb',
  'dinersclub',
  'unionpay',
  'maestro',
  'interac',
  'unknown',
] as const satisfies readonly CardBrand[];
// Compile-time: fails if card-brand.ts gains a brand this list lacks.
const everyBrandListed: Exclude<CardBrand, (typeof CARD_BRANDS)[number]> extends never ? true : false = true;
void everyBrandListed;

export const MAX_PAYMENT_METHODS = 20;

/** Body fields that would carry card data; any of them refuses the whole request. */
export const CARD_DATA_FIELD = /^(card_?)?(number|num|pan)$|^cvc|^cvv|^csc$|^security_?code$/i;

const month = z
  .number({ message: 'expMonth must be a number' })
  .int('expMonth must be a whole number')
  .min(1, 'expMonth must be 1 to 12')
  .max(12, 'expMonth must be 1 to 12');
const year = z
  .number({ message: 'expYear must be a number' })
  .int('expYear must be a whole number')
  .min(2000, 'expYear must be a four-digit year')
  .max(2100, 'expYear must be a four-digit year');
const holderName = z
  .string({ message: 'holderName is required' })
  .trim()
  .min(1, 'holderName is required')
  .max(100, 'holderName must be at most 100 characters');

/** A card is valid through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return expYear < thisYear || (expYear === thisYear && expMonth < thisMonth);
}

const notExpired = (card: { expMonth?: number | undefined; expYear?: number | undefined }) =>
  card.expMonth === undefined || card.expYear === undefined || !isExpired(card.expMonth, card.expYear);
const EXPIRED = { message: 'This card has expired', path: ['expYear'] };

/** POST /user/payment-methods/add */
export const paymentMethodAddBody = z
  .object({
    providerRef: z
      .string({ message: 'providerRef is required' })
      .trim()
      .regex(/^pm_[A-Za-z0-9_]{3,250}$/, 'providerRef must be a payment-method id such as pm_...'),
    // The card as the browser saw it. The local provider needs all four (it holds no card to ask);
    // Stripe's own record is used instead of them, so a card saved while paying through Stripe's
    // element, which never shows the page its number, sends none (docs/decisions/0155-saving-a-card-while-paying.md).
    brand: z.enum(CARD_BRANDS, { message: `brand must be one of ${CARD_BRANDS.join(', ')}` }).optional(),
    last4: z.string({ message: 'last4 is required' }).regex(/^\d{4}$/, 'last4 must be 4 digits').optional(),
    expMonth: month.optional(),
    expYear: year.optional(),
    holderName,
    isDefault: z.boolean({ message: 'isDefault must be true or false' }).optional(),
  })
  .refine(notExpired, EXPIRED);
export type PaymentMethodAdd = z.infer<typeof paymentMethodAddBody>;

/** PUT /user/payment-methods/{id}: the card itself (brand, last 4, provider id) cannot change. */
export const paymentMethodUpdateBody = z
  .object({
    expMonth: month.optional(),
    expYear: year.optional(),
    holderName: holderName.optional(),
    isDefault: z.boolean({ message: 'isDefault must be true or false' }).optional(),
  })
  .refine(notExpired, EXPIRED);
export type PaymentMethodUpdate = z.infer<typeof paymentMethodUpdateBody>;

export const savedPaymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  holderName: z.string(),
  provider: z.string(),
  providerRef: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethod>;

export const paymentMethodList = z.object({ paymentMethods: z.array(savedPaymentMethod) });
export const onePaymentMethod = z.object({ paymentMethod: savedPaymentMethod });

/** POST /user/payment-methods/setup-intent (Stripe only): confirm it with Stripe.js' confirmCardSetup. */
export const setupIntentAnswer = z.object({ clientSecret: z.string() });
