/**
 * Money is an integer count of pence in the base currency, GBP. Display currencies convert at
 * fixed rates for display only (the spec's, or the ones an admin set in the shop's settings,
 * decision 0121); payment is always in GBP.
 */
// No zod here: this module is in the storefront's first load (prices on every page).
export const CURRENCY_CODES = ['GBP', 'USD', 'EUR', 'NGN'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const BASE_CURRENCY: CurrencyCode = 'GBP';

export interface CurrencyRecord {
  symbol: string;
  /** Units of this currency per 1 USD (docs/product/bag-and-currency.md#display-currencies). */
  rate: number;
  name: string;
  /** How running text names amounts in it: "Prices in US dollars ...". */
  inText: string;
}

export const CURRENCIES: Record<CurrencyCode, CurrencyRecord> = {
  GBP: { symbol: '£', rate: 0.79, name: 'British Pound', inText: 'pounds sterling' },
  USD: { symbol: '$', rate: 1, name: 'US Dollar', inText: 'US dollars' },
  EUR: { symbol: '€', rate: 0.92, name: 'Euro', inText: 'euros' },
  NGN: { symbol: '₦', rate: 1650, name: 'Nigerian Naira', inText: 'Nigerian naira' },
};

export type CurrencyRates = Record<CurrencyCode, number>;

/** The spec's rates (docs/product/bag-and-currency.md#display-currencies), units per 1 USD: the default until an admin changes them. */
export const SPEC_CURRENCY_RATES: CurrencyRates = {
  GBP: CURRENCIES.GBP.rate,
  USD: CURRENCIES.USD.rate,
  EUR: CURRENCIES.EUR.rate,
  NGN: CURRENCIES.NGN.rate,
};

/** Minor units per major unit; all four currencies use two decimals. */
const MINOR_PER_MAJOR = 100;

/**
 * Converts an amount in GBP pence to minor units of `to`, rounding once, half away from zero.
 * The rates are relative to USD, so GBP -> X is amount * rate(X) / rate(GBP).
 */
export function convertPence(pence: number, to: CurrencyCode, rates: CurrencyRates = SPEC_CURRENCY_RATES): number {
  if (!Number.isInteger(pence)) throw new TypeError(`amount must be an integer count of pence, got ${pence}`);
  if (to === BASE_CURRENCY) return pence;
  const converted = (pence * rates[to]) / rates[BASE_CURRENCY];
  return Math.sign(converted) * Math.round(Math.abs(converted));
}

/**
 * "1234567" -> "1,234,567": en-US digit grouping. Done by hand, not with Intl.NumberFormat: the
 * first Intl formatter a page creates loads the number data, a ~150 ms task on this machine
 * unthrottled, and every page formats a price while it hydrates (decision 0107).
 */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats GBP pence in the display currency: en-US digits with the currency's own symbol
 * (docs/product/bag-and-currency.md#display-currencies), e.g. 4500 -> "£45.00", in EUR "€52.41", in NGN "₦93,987.34".
 */
export function formatMoney(pence: number, currency: CurrencyCode = BASE_CURRENCY, rates: CurrencyRates = SPEC_CURRENCY_RATES): string {
  const minor = convertPence(pence, currency, rates);
  const sign = minor < 0 ? '-' : '';
  // Whole minor units (convertPence rounds), so integer arithmetic gives the exact digits.
  const units = Math.abs(minor);
  const major = groupThousands(String(Math.floor(units / MINOR_PER_MAJOR)));
  const cents = String(units % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${CURRENCIES[currency].symbol}${major}.${cents}`;
}

/** Pounds (as a shopper or admin types them, e.g. "12.50") to pence, or null when not a price. */
export function parsePounds(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
}

/**
 * The one sentence a storefront view priced in another currency carries about payment, so the
 * view shows one currency and says once, in words, that the card is charged in pounds. Null in
 * GBP, where there is nothing to explain.
 */
export function paidInPoundsNote(currency: CurrencyCode): string | null {
  if (currency === BASE_CURRENCY) return null;
  return `Prices in ${CURRENCIES[currency].inText} are a guide at fixed rates; you pay in pounds sterling (GBP).`;
}
