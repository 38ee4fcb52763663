/**
 * The start-up path's reads of the general API (src/lib/fetch-general.ts): same origin, JSON, the
 * envelope's data; a failed answer throws; the caller's abort and the timeout both stop it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGeneral } from '../../../src/lib/fetch-general';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fetch that answers `answer`, or, with none, waits until its signal aborts. */
function stubFetch(answer?: Response) {
  const fetchMock = vi.fn(
    (_url: string, init: RequestInit) =>
      answer ? Promise.resolve(answer) : new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchGeneral', () => {
  it('returns the data of the envelope, asked for as JSON from the API base', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ success: true, message: 'OK', data: { country: 'FR' } }), { status: 200 }));
    await expect(fetchGeneral('/general/location')).resolves.toEqual({ country: 'FR' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/general/location');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('throws on an answer other than 2xx', async () => {
    stubFetch(new Response(JSON.stringify({ success: false, message: 'Down', data: null }), { status: 503 }));
    await expect(fetchGeneral('/general/config')).rejects.toThrow('GET /general/config answered 503');
  });

  it("stops when the caller's signal aborts", async () => {
    stubFetch();
    const caller = new AbortController();
    const reading = fetchGeneral('/general/config', caller.signal);
    caller.abort();
    await expect(reading).rejects.toThrow('aborted');
  });

  it('gives up after ten seconds', async () => {
    vi.useFakeTimers();
    stubFetch();
    const reading = fetchGeneral('/general/config');
    const settled = vi.fn();
    reading.catch(settled);
    await vi.advanceTimersByTimeAsync(9_900);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await expect(reading).rejects.toThrow('aborted');
  });
});
