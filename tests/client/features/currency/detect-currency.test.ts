import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  detectCurrency,
  GEOLOCATION_TIMEOUT_MS,
  type DetectionSources,
} from '../../../../src/features/currency/detection/detect-currency';
import { browserSources } from '../../../../src/features/currency/detection/browser-sources';
import { detectCurrencyOnce, resetDetection } from '../../../../src/features/currency/detection/run-detection';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';

const PARIS = { latitude: 48.85, longitude: 2.35 };
const denied = () => Promise.reject(new Error('User denied Geolocation'));
const never = () => new Promise<never>(() => undefined);

/** Every stage succeeds unless a test says otherwise; each answer points to a different currency. */
function sources(overrides: Partial<DetectionSources> = {}): DetectionSources & { [K in keyof DetectionSources]: ReturnType<typeof vi.fn> } {
  return {
    locate: vi.fn(() => Promise.resolve(PARIS)),
    reverseGeocode: vi.fn(() => Promise.resolve('FR')),
    ipCountry: vi.fn(() => Promise.resolve('US')),
    locale: vi.fn(() => ({ language: 'en-NG', timeZone: 'Africa/Lagos' })),
    online: vi.fn(() => true),
    ...Object.fromEntries(Object.entries(overrides).map(([key, value]) => [key, vi.fn(value as never)])),
  } as never;
}

describe('currency detection pipeline (docs/product/bag-and-currency.md#currency-detection)', () => {
  it('1. device geolocation and reverse geocoding decide first', async () => {
    const s = sources();
    expect(await detectCurrency(s)).toEqual({ currency: 'EUR', country: 'FR', source: 'geolocation' });
    const [timeout, signal] = s.locate.mock.calls[0] ?? [];
    expect(timeout).toBeLessThanOrEqual(GEOLOCATION_TIMEOUT_MS);
    expect(timeout).toBeGreaterThan(GEOLOCATION_TIMEOUT_MS - 500);
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(s.reverseGeocode).toHaveBeenCalledWith(PARIS, expect.any(AbortSignal));
    expect(s.ipCountry).not.toHaveBeenCalled();
  });

  it('2. geolocation denied → IP lookup', async () => {
    const s = sources({ locate: denied });
    expect(await detectCurrency(s)).toEqual({ currency: 'USD', country: 'US', source: 'ip' });
    expect(s.reverseGeocode).not.toHaveBeenCalled();
  });

  it('2. geolocation timing out → IP lookup', async () => {
    const s = sources({ locate: (timeoutMs: number) => new Promise((_, reject) => setTimeout(() => reject(new Error('Timeout')), timeoutMs / 100)) });
    expect(await detectCurrency(s, { budgetMs: 5000 })).toMatchObject({ currency: 'USD', source: 'ip' });
  });

  it('2. reverse geocoding failing or answering nonsense → IP lookup', async () => {
    expect(await detectCurrency(sources({ reverseGeocode: () => Promise.reject(new Error('503')) }))).toMatchObject({ source: 'ip' });
    expect(await detectCurrency(sources({ reverseGeocode: () => Promise.resolve('not a country') }))).toMatchObject({ source: 'ip' });
  });

  it('3. IP lookup failing too → browser language and time zone', async () => {
    const s = sources({ locate: denied, ipCountry: () => Promise.reject(new Error('Network Error')) });
    expect(await detectCurrency(s)).toEqual({ currency: 'NGN', country: 'NG', source: 'locale' });
  });

  it('3. a language without a region falls back on the time zone', async () => {
    const s = sources({ locate: denied, ipCountry: () => Promise.resolve(null), locale: () => ({ language: 'de', timeZone: 'Europe/Berlin' }) });
    expect(await detectCurrency(s)).toEqual({ currency: 'EUR', country: 'DE', source: 'locale' });
  });

  it('4. everything failing → GBP', async () => {
    const s = sources({
      locate: denied,
      ipCountry: () => Promise.reject(new Error('down')),
      locale: () => ({ language: 'en', timeZone: 'Asia/Tokyo' }),
    });
    expect(await detectCurrency(s)).toEqual({ currency: 'GBP', country: null, source: 'default' });
  });

  it('4. even a throwing locale source ends on GBP, silently', async () => {
    const s = sources({ locate: denied, ipCountry: denied, locale: () => { throw new Error('no Intl'); } });
    expect(await detectCurrency(s)).toMatchObject({ currency: 'GBP', source: 'default' });
  });

  it('a country outside the four currencies maps to GBP (docs/product/bag-and-currency.md#currency-detection)', async () => {
    expect(await detectCurrency(sources({ reverseGeocode: () => Promise.resolve('jp') }))).toEqual({ currency: 'GBP', country: 'JP', source: 'geolocation' });
  });

  it('offline: the network stages are skipped and nothing is called', async () => {
    const s = sources({ online: () => false });
    expect(await detectCurrency(s)).toMatchObject({ currency: 'NGN', source: 'locale' });
    expect(s.locate).not.toHaveBeenCalled();
    expect(s.ipCountry).not.toHaveBeenCalled();
  });

  describe('the 5-second budget', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('a geolocation prompt nobody answers costs the budget; then the local stage decides at once', async () => {
      const s = sources({ locate: never });
      const result = detectCurrency(s, { budgetMs: 5000 });
      await vi.advanceTimersByTimeAsync(5000);
      expect(await result).toMatchObject({ currency: 'NGN', source: 'locale' });
      expect(s.ipCountry).not.toHaveBeenCalled();
    });

    it('a hanging IP service is abandoned when the budget runs out', async () => {
      const s = sources({ locate: denied, ipCountry: never });
      const result = detectCurrency(s, { budgetMs: 5000 });
      await vi.advanceTimersByTimeAsync(5000);
      expect(await result).toMatchObject({ source: 'locale' });
      const signal = s.ipCountry.mock.calls[0]?.[0] as AbortSignal;
      expect(signal.aborted).toBe(true);
    });

    it('geolocation gets no more than what is left of the budget', async () => {
      const s = sources();
      await detectCurrency(s, { budgetMs: 3000 });
      expect(s.locate.mock.calls[0]?.[0]).toBeLessThanOrEqual(3000);
    });
  });
});

describe('detection runs once and never overrides a manual choice', () => {
  beforeEach(() => {
    resetDetection();
    useCurrencyStore.setState({ currency: 'GBP', detected: false });
  });

  it('stores the detected currency and marks it detected', async () => {
    await detectCurrencyOnce(sources());
    expect(useCurrencyStore.getState()).toMatchObject({ currency: 'EUR', detected: true });
  });

  it('runs once: concurrent and later calls share or skip the work', async () => {
    const s = sources();
    await Promise.all([detectCurrencyOnce(s), detectCurrencyOnce(s)]);
    await detectCurrencyOnce(s);
    expect(s.locate).toHaveBeenCalledTimes(1);
  });

  it('does not run at all once detected (a later visit)', async () => {
    useCurrencyStore.setState({ currency: 'USD', detected: true });
    const s = sources();
    await detectCurrencyOnce(s);
    expect(s.locate).not.toHaveBeenCalled();
    expect(useCurrencyStore.getState().currency).toBe('USD');
  });

  it('a choice made before detection wins', async () => {
    useCurrencyStore.getState().setCurrency('NGN');
    await detectCurrencyOnce(sources());
    expect(useCurrencyStore.getState().currency).toBe('NGN');
  });

  it('a choice made while detection is still running wins', async () => {
    let answer: (country: string) => void = () => undefined;
    const s = sources({ reverseGeocode: () => new Promise<string>((resolve) => (answer = resolve)) });
    const running = detectCurrencyOnce(s);
    await vi.waitFor(() => expect(s.reverseGeocode).toHaveBeenCalled());
    useCurrencyStore.getState().setCurrency('USD');
    answer('FR');
    await running;
    expect(useCurrencyStore.getState()).toMatchObject({ currency: 'USD', detected: true });
  });
});

describe('the browser locale source', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the time zone only when the language names no region (the first Intl date formatter is costly)', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    const language = vi.spyOn(navigator, 'language', 'get');
    language.mockReturnValue('en-US');
    expect(browserSources().locale()).toEqual({ language: 'en-US', timeZone: undefined });
    expect(formatter).not.toHaveBeenCalled();

    language.mockReturnValue('fr');
    const { timeZone } = browserSources().locale();
    expect(formatter).toHaveBeenCalledTimes(1);
    expect(timeZone).toBe(zone);
  });
});
