/**
 * A GET of the general API with the browser's own `fetch`, for the reads a page makes while it
 * starts up and before anything else needs the API client: currency detection on a first visit
 * (decision 0287). Through the API client it loaded axios with it (20 KB brotli) in the page's
 * first seconds; the client still loads, later, when a screen needs it. Same origin, no token:
 * these reads are the same for every visitor.
 */
import type { ApiEnvelope } from '../contracts/envelope';
import { env } from '../config/env';

/** The API client's own limit (api-client.ts REQUEST_TIMEOUT_MS), not imported: that would load axios. */
const TIMEOUT_MS = 10_000;

/** The answer's `data`; throws on a failed request or an answer other than 2xx. */
export async function fetchGeneral<T>(path: string, signal?: AbortSignal): Promise<T> {
  // One signal for the caller's and the timeout (AbortSignal.any is too new for some phones).
  const stop = new AbortController();
  const abort = () => stop.abort();
  const timer = setTimeout(abort, TIMEOUT_MS);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(`${env.apiBaseUrl}${path}`, {
      signal: stop.signal,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return ((await response.json()) as ApiEnvelope<T>).data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
