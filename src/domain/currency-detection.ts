/** Country to display currency (docs/product/bag-and-currency.md#currency-detection). */
import type { CurrencyCode } from './money';

const EURO_COUNTRIES = new Set(['DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'PT', 'IE', 'FI', 'GR']);

export function currencyForCountry(countryCode: string | null | undefined): CurrencyCode {
  const code = (countryCode ?? '').trim().toUpperCase();
  if (code === 'US') return 'USD';
  if (code === 'GB' || code === 'UK') return 'GBP';
  if (code === 'NG') return 'NGN';
  if (EURO_COUNTRIES.has(code)) return 'EUR';
  return 'GBP';
}

/** The region of a language tag ('en-GB' gives 'GB'), or null when it names none ('en'). */
export function languageRegion(language: string | undefined): string | null {
  const region = language?.split('-')[1];
  return region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : null;
}

/**
 * The country a browser's language tag or time zone points to, or null. Used only as the third
 * detection stage, after geolocation and IP lookup have failed.
 */
export function countryFromLocale(language: string | undefined, timeZone: string | undefined): string | null {
  const region = languageRegion(language);
  if (region) return region;
  const zoneCountry: Record<string, string> = {
    'Europe/London': 'GB',
    'Africa/Lagos': 'NG',
    'America/New_York': 'US',
    'America/Chicago': 'US',
    'America/Denver': 'US',
    'America/Los_Angeles': 'US',
    'Europe/Berlin': 'DE',
    'Europe/Paris': 'FR',
    'Europe/Madrid': 'ES',
    'Europe/Rome': 'IT',
    'Europe/Amsterdam': 'NL',
    'Europe/Brussels': 'BE',
    'Europe/Vienna': 'AT',
    'Europe/Lisbon': 'PT',
    'Europe/Dublin': 'IE',
    'Europe/Helsinki': 'FI',
    'Europe/Athens': 'GR',
  };
  return (timeZone && zoneCountry[timeZone]) || null;
}
