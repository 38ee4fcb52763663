import { describe, expect, it, vi } from 'vitest';
import { createCountryLookup, isLocatable } from '../../server/modules/settings/ip-country';

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe("the connection's country, asked by the server", () => {
  it('asks the service for the shopper address and keeps the answer', async () => {
    const fetchJson = vi.fn((_url: string) => answer({ country_code: 'fr' }));
    const countryOf = createCountryLookup('https://geo.test/{ip}/json/', fetchJson);
    expect(await countryOf('81.2.69.160')).toBe('FR');
    expect(await countryOf('81.2.69.160')).toBe('FR');
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson.mock.calls[0]![0]).toBe('https://geo.test/81.2.69.160/json/');
  });

  it('never sends loopback or private addresses anywhere', async () => {
    const fetchJson = vi.fn(() => answer({ country_code: 'GB' }));
    const countryOf = createCountryLookup('https://geo.test/{ip}/json/', fetchJson);
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.4', '172.20.0.1', 'not-an-ip']) expect(await countryOf(ip)).toBeNull();
    expect(fetchJson).not.toHaveBeenCalled();
    expect(isLocatable('2a00:1450:4009:81f::200e')).toBe(true);
  });

  it('answers null, without throwing, when the service fails or answers nonsense', async () => {
    expect(await createCountryLookup('https://geo.test/{ip}', () => Promise.reject(new TypeError('fetch failed')))('81.2.69.160')).toBeNull();
    expect(await createCountryLookup('https://geo.test/{ip}', () => answer({ error: true }, 429))('81.2.69.161')).toBeNull();
    expect(await createCountryLookup('https://geo.test/{ip}', () => answer({ country_code: 'Reserved' }))('81.2.69.162')).toBeNull();
  });
});
