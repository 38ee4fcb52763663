/**
 * GET/PUT /admin/settings (docs/product/back-office.md#admin-calls): the shop's settings record. The spec does not show its
 * fields; these are the ones the back office edits (docs/decisions/0121). Money is integer pence,
 * the tax rate a percentage with at most two decimals, currency rates units per 1 USD (section 9).
 */
import { z } from 'zod';
import { wholeNumberField as wholeNumber } from './number-fields';
import { CURRENCY_CODES, type CurrencyCode } from '../domain/money';
import { emailField } from './auth';
import { phoneField } from './account';

/** Units of the currency per 1 USD; USD itself is 1 by definition and cannot be changed. */
const rateField = (code: CurrencyCode) =>
  z
    .number({ message: `The ${code} rate must be a number` })
    .positive(`The ${code} rate must be above 0`)
    .max(1_000_000, `The ${code} rate must be at most 1,000,000`);

export const currencyRates = z
  .object(Object.fromEntries(CURRENCY_CODES.map((code) => [code, rateField(code)])) as Record<CurrencyCode, ReturnType<typeof rateField>>)
  .refine((rates) => rates.USD === 1, { message: 'The USD rate is 1: the other rates are against the US dollar', path: ['USD'] });
export type CurrencyRates = z.infer<typeof currencyRates>;

export const taxRatePercentField = z
  .number({ message: 'Tax rate must be a number' })
  .min(0, 'Tax rate must be at least 0%')
  .max(50, 'Tax rate must be at most 50%')
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, 'Tax rate may have at most two decimals');

export const shopSettings = z.object({
  storeName: z.string({ message: 'Store name must be text' }).trim().min(1, 'Store name is required').max(80, 'Store name must be at most 80 characters'),
  contactEmail: emailField,
  /** Null or '' when the shop lists no phone number. */
  supportPhone: phoneField,
  currencyRates,
  taxRatePercent: taxRatePercentField,
  /** Pence, charged below the free-shipping threshold. */
  shippingFee: wholeNumber('Shipping fee', 0, 100_000),
  /** Pence: a subtotal at or above it ships free. */
  freeShippingThreshold: wholeNumber('Free shipping threshold', 0, 100_000_000),
  /** New products start with this low-stock threshold; stock at or under it is "low stock". */
  lowStockThreshold: wholeNumber('Low stock threshold', 0, 10_000),
  /** Minutes an unpaid order holds its stock and its code's use. */
  reservationMinutes: wholeNumber('Reservation window', 5, 24 * 60),
});
export type ShopSettings = z.infer<typeof shopSettings>;

/** The answer's shape: the same fields, already valid, so no transforms (answers are encoded, not parsed). */
export const shopSettingsView = z.object({
  storeName: z.string(),
  contactEmail: z.string(),
  supportPhone: z.string().nullable(),
  currencyRates: z.object(Object.fromEntries(CURRENCY_CODES.map((code) => [code, z.number()])) as Record<CurrencyCode, z.ZodNumber>),
  taxRatePercent: z.number(),
  shippingFee: z.number().int(),
  freeShippingThreshold: z.number().int(),
  lowStockThreshold: z.number().int(),
  reservationMinutes: z.number().int(),
}) satisfies z.ZodType<ShopSettings>;
export const settingsAnswer = z.object({ settings: shopSettingsView });

/** PUT /admin/settings: any of the fields; absent ones stay as they are. Unknown fields are ignored. */
export const settingsUpdateBody = shopSettings
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to update: send at least one field' });
export type SettingsUpdate = z.input<typeof settingsUpdateBody>;
