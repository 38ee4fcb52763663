/**
 * Caching concern 2, catalogue answers (sw/catalogue-answers.ts says which). The network answers
 * first, the saved copy when there is none: the page already shows the products store's copy at
 * once and replaces it with this answer, which is how the shopper sees stale-while-revalidate; a
 * worker that answered from its cache first would hide the fresh stock level until the next
 * visit (decision 0070). Capped and aged like the pictures.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CATALOGUE_CACHE } from './cache-names';
import { isKeptCatalogueAnswer } from './catalogue-answers';

declare const self: ServiceWorkerGlobalScope;

/** A slow network is not a dead one, but a shopper should not stare at a spinner for long either. */
const NETWORK_TIMEOUT_SECONDS = 4;
export const CATALOGUE_CACHE_LIMITS = { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 } as const;

export function registerCatalogueCaching(): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && isKeptCatalogueAnswer(url),
    new NetworkFirst({
      cacheName: CATALOGUE_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [new ExpirationPlugin({ ...CATALOGUE_CACHE_LIMITS, purgeOnQuotaError: true })],
    }),
  );
}
