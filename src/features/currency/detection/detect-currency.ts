/**
 * Currency detection (docs/product/bag-and-currency.md#currency-detection), as a pure pipeline over injected sources so each
 * stage can be tested failing in turn:
 *
 *   1. device geolocation (5 s timeout), then reverse geocoding to a country;
 *   2. IP location;
 *   3. the browser's language and time zone;
 *   4. GBP.
 *
 * The whole run has one budget (about 5 s): a slow stage eats into the next, and once the budget
 * is spent the network stages are skipped and the instant local stages decide. Any failure —
 * denied permission, offline, a service down or answering nonsense — moves on silently.
 */
import { countryFromLocale, currencyForCountry } from '../../../domain/currency-detection';
import type { CurrencyCode } from '../../../domain/money';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface DetectionSources {
  /** The device position; rejects on denial, error or after `timeoutMs`. */
  locate(timeoutMs: number, signal: AbortSignal): Promise<Coordinates>;
  /** The country code (e.g. "FR") at a position, or null. */
  reverseGeocode(position: Coordinates, signal: AbortSignal): Promise<string | null>;
  /** The country code of this connection's IP address, or null. */
  ipCountry(signal: AbortSignal): Promise<string | null>;
  /** The browser's language tag and IANA time zone. */
  locale(): { language?: string; timeZone?: string };
  /** False when the browser knows it is offline: the network stages are skipped at once. */
  online(): boolean;
}

export type DetectionSource = 'geolocation' | 'ip' | 'locale' | 'default';

export interface DetectionResult {
  currency: CurrencyCode;
  country: string | null;
  source: DetectionSource;
}

/** docs/product/constants-and-texts.md#timeouts: the geolocation timeout. */
export const GEOLOCATION_TIMEOUT_MS = 5000;
/** The most the shopper waits behind the overlay, whatever happens. */
export const DETECTION_BUDGET_MS = 5000;

class OutOfTime extends Error {}

/** `work` given what is left of the budget, abandoned (and aborted) when the budget runs out. */
function withinBudget<T>(deadline: number, work: (signal: AbortSignal, remaining: number) => Promise<T>): Promise<T> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new OutOfTime());
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new OutOfTime());
    }, remaining);
  });
  return Promise.race([work(controller.signal, remaining), timeout]).finally(() => clearTimeout(timer));
}

const asCountry = (value: string | null | undefined): string | null => {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
};

async function attempt(stage: () => Promise<string | null>): Promise<string | null> {
  try {
    return asCountry(await stage());
  } catch {
    return null; // docs/product/bag-and-currency.md#currency-detection: location detection failures fall back silently.
  }
}

export async function detectCurrency(
  sources: DetectionSources,
  { budgetMs = DETECTION_BUDGET_MS }: { budgetMs?: number } = {},
): Promise<DetectionResult> {
  const deadline = Date.now() + budgetMs;
  const found = (country: string, source: DetectionSource): DetectionResult => ({
    currency: currencyForCountry(country),
    country,
    source,
  });

  if (sources.online()) {
    const fromDevice = await attempt(() =>
      withinBudget(deadline, async (signal, remaining) => {
        const position = await sources.locate(Math.min(GEOLOCATION_TIMEOUT_MS, remaining), signal);
        return sources.reverseGeocode(position, signal);
      }),
    );
    if (fromDevice) return found(fromDevice, 'geolocation');

    const fromIp = await attempt(() => withinBudget(deadline, (signal) => sources.ipCountry(signal)));
    if (fromIp) return found(fromIp, 'ip');
  }

  let fromLocale: string | null = null;
  try {
    const { language, timeZone } = sources.locale();
    fromLocale = asCountry(countryFromLocale(language, timeZone));
  } catch {
    fromLocale = null;
  }
  if (fromLocale) return found(fromLocale, 'locale');

  return { currency: 'GBP', country: null, source: 'default' };
}
