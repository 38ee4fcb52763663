/**
 * The settings form works in what an admin types (pounds, a percentage, rates) and the API in
 * pence and numbers: the two conversions, and the form's checks, which are the contract's own
 * (settingsUpdateBody) plus "type an amount" for money boxes.
 */
import { type SettingsUpdate, type ShopSettings, settingsUpdateBody } from '../../contracts/admin-settings';
import { parsePounds } from '../../domain/money';
import type { FieldErrors } from '../../components/form/use-form';
import { validateWith } from '../../components/form/validate-with';

export interface SettingsFormValues extends Record<string, string> {
  storeName: string;
  contactEmail: string;
  supportPhone: string;
  taxRatePercent: string;
  shippingFee: string;
  freeShippingThreshold: string;
  rateGBP: string;
  rateEUR: string;
  rateNGN: string;
  lowStockThreshold: string;
  reservationMinutes: string;
}

const pounds = (pence: number) => (pence / 100).toFixed(2).replace(/\.00$/, '');

export function toFormValues(settings: ShopSettings): SettingsFormValues {
  return {
    storeName: settings.storeName,
    contactEmail: settings.contactEmail,
    supportPhone: settings.supportPhone ?? '',
    taxRatePercent: String(settings.taxRatePercent),
    shippingFee: pounds(settings.shippingFee),
    freeShippingThreshold: pounds(settings.freeShippingThreshold),
    rateGBP: String(settings.currencyRates.GBP),
    rateEUR: String(settings.currencyRates.EUR),
    rateNGN: String(settings.currencyRates.NGN),
    lowStockThreshold: String(settings.lowStockThreshold),
    reservationMinutes: String(settings.reservationMinutes),
  };
}

/** A box left empty or not a number becomes NaN, which the contract refuses with its own words. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function toUpdate(values: SettingsFormValues): SettingsUpdate {
  return {
    storeName: values.storeName,
    contactEmail: values.contactEmail,
    supportPhone: values.supportPhone.trim() || null,
    taxRatePercent: numberOf(values.taxRatePercent),
    shippingFee: parsePounds(values.shippingFee) ?? Number.NaN,
    freeShippingThreshold: parsePounds(values.freeShippingThreshold) ?? Number.NaN,
    currencyRates: { GBP: numberOf(values.rateGBP), USD: 1, EUR: numberOf(values.rateEUR), NGN: numberOf(values.rateNGN) },
    lowStockThreshold: numberOf(values.lowStockThreshold),
    reservationMinutes: numberOf(values.reservationMinutes),
  };
}

/** The contract names rates as currencyRates.GBP; the form's boxes are rateGBP. */
export const fieldOfServer = (field: string): (keyof SettingsFormValues & string) | null => {
  const rate = /^currencyRates\.(GBP|EUR|NGN)$/.exec(field);
  if (rate) return `rate${rate[1]}`;
  return FIELDS.has(field) ? field : null;
};

const FIELDS = new Set(['storeName', 'contactEmail', 'supportPhone', 'taxRatePercent', 'shippingFee', 'freeShippingThreshold', 'lowStockThreshold', 'reservationMinutes']);

const moneyMessage = 'Type an amount in pounds, e.g. 1000 or 12.50';

const checkWithContract = validateWith<SettingsFormValues>(settingsUpdateBody, {
  toInput: toUpdate,
  required: { storeName: 'Store name is required', contactEmail: 'Contact email is required' },
});

/** Boxes that do not hold a number at all say how to type one, rather than the contract's "must be a number". */
function typingProblems(values: SettingsFormValues): FieldErrors<SettingsFormValues> {
  return {
    ...(parsePounds(values.shippingFee) === null ? { shippingFee: moneyMessage } : {}),
    ...(parsePounds(values.freeShippingThreshold) === null ? { freeShippingThreshold: moneyMessage } : {}),
    // The contract reports rates under currencyRates; each box gets its own message here.
    ...Object.fromEntries(
      (['GBP', 'EUR', 'NGN'] as const)
        .filter((code) => !(numberOf(values[`rate${code}`]) > 0))
        .map((code) => [`rate${code}`, `The ${code} rate must be a number above 0`]),
    ),
  };
}

export const validateSettings = (values: SettingsFormValues): FieldErrors<SettingsFormValues> => ({
  ...checkWithContract(values),
  ...typingProblems(values),
});
