/**
 * The real detection sources: the Geolocation API, the reverse-geocoding service named by
 * GET /general/config, our own server for the connection's country (GET /general/location: the
 * server asks the IP service, so no browser request to a third party can fail in the console when
 * it is unreachable), and Intl. The reverse-geocoding service is a third party, so it is called
 * with plain fetch — never through the API client, which would send the shopper's token — without
 * credentials or referrer.
 */
import { languageRegion } from '../../../domain/currency-detection';
import { getConnectionCountry } from '../api/get-connection-country';
import { getGeoConfig, type GeoConfig } from '../api/get-geo-config';
import type { Coordinates, DetectionSources } from './detect-currency';

async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, credentials: 'omit', referrerPolicy: 'no-referrer', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} from ${new URL(url).host}`);
  return response.json();
}

const field = (data: unknown, name: string): string | null => {
  const value = (data as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : null;
};

export function browserSources(): DetectionSources {
  // Reverse geocoding needs the config; ask once, and only if that stage runs.
  let config: Promise<GeoConfig> | null = null;
  const geo = (signal: AbortSignal) => (config ??= getGeoConfig(signal));

  return {
    locate: (timeoutMs, signal) =>
      new Promise<Coordinates>((resolve, reject) => {
        if (!('geolocation' in navigator) || !navigator.geolocation) return reject(new Error('No geolocation'));
        signal.addEventListener('abort', () => reject(new Error('Aborted')));
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
          (error) => reject(new Error(error.message || 'Geolocation failed')),
          // Country precision is all we need: a coarse, cached fix is fine and faster.
          { timeout: timeoutMs, maximumAge: 60 * 60 * 1000, enableHighAccuracy: false },
        );
      }),
    reverseGeocode: async ({ latitude, longitude }, signal) => {
      const { reverseUrl } = await geo(signal);
      const url = new URL(reverseUrl);
      url.searchParams.set('latitude', String(latitude));
      url.searchParams.set('longitude', String(longitude));
      return field(await fetchJson(url.toString(), signal), 'countryCode');
    },
    ipCountry: (signal) => getConnectionCountry(signal),
    locale: () => {
      const language = navigator.language;
      // The time zone only counts when the language names no region (countryFromLocale), and
      // reading it is costly: the first Intl.DateTimeFormat loads the date data, a ~190 ms task on
      // this machine unthrottled (decision 0107), right while the page is loading.
      return { language, timeZone: languageRegion(language) ? undefined : Intl.DateTimeFormat().resolvedOptions().timeZone };
    },
    online: () => navigator.onLine !== false,
  };
}
