/**
 * The country of a shopper's connection, for currency detection's IP stage (docs/product/bag-and-currency.md#currency-detection). The
 * server asks the configured service (GEO_IP_URL, `{ip}` replaced) for the request's address, so
 * the shopper's browser never calls a third party: where that service is unreachable (a strict
 * network, a sandbox) the browser logs no failed request, and the stage just answers null.
 *
 * Addresses that locate nothing (loopback, private, link-local) are not sent anywhere. Answers are
 * kept an hour per address (a bounded map), and the lookup gives up after a short timeout: the
 * shopper waits behind the detection overlay meanwhile.
 */
import { isIP } from 'node:net';

export const LOOKUP_TIMEOUT_MS = 2500;
const KEEP_MS = 60 * 60 * 1000;
const MAX_KEPT = 5000;

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./, /^::1$/, /^f[cd]/i, /^fe80:/i, /^::ffff:(127|10|192\.168)\./];

export function isLocatable(ip: string): boolean {
  return isIP(ip) !== 0 && !PRIVATE.some((range) => range.test(ip));
}

export type Fetch = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

export function createCountryLookup(urlTemplate: string, fetchJson: Fetch = fetch) {
  const kept = new Map<string, { country: string | null; until: number }>();

  async function ask(ip: string): Promise<string | null> {
    try {
      const url = urlTemplate.replace('{ip}', encodeURIComponent(ip));
      const response = await fetchJson(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS), headers: { Accept: 'application/json' } });
      if (!response.ok) return null;
      const code = ((await response.json()) as { country_code?: unknown }).country_code;
      return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
    } catch {
      return null; // docs/product/bag-and-currency.md#currency-detection: location detection fails silently; the locale stage follows.
    }
  }

  return async function countryOf(ip: string): Promise<string | null> {
    if (!isLocatable(ip)) return null;
    const hit = kept.get(ip);
    if (hit && hit.until > Date.now()) return hit.country;
    const country = await ask(ip);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(ip, { country, until: Date.now() + KEEP_MS });
    return country;
  };
}
