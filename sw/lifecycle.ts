/**
 * Worker lifecycle. New versions wait (registerType 'prompt' in vite.config.ts) until the page,
 * after the shopper agrees, posts { type: 'SKIP_WAITING' } (src/lib/pwa.ts via workbox-window).
 */
import { RETIRED_CACHES } from './cache-names';

declare const self: ServiceWorkerGlobalScope;

export function registerLifecycle(): void {
  self.addEventListener('message', (event) => {
    if (event.data && typeof event.data === 'object' && (event.data as { type?: unknown }).type === 'SKIP_WAITING') {
      void self.skipWaiting();
    }
  });
  // The first install takes control at once, so the very first visit is already offline-capable;
  // the retired caches go then, as nothing of this worker's will read them again.
  self.addEventListener('activate', (event) =>
    event.waitUntil(Promise.all([self.clients.claim(), ...RETIRED_CACHES.map((name) => caches.delete(name))])),
  );
}
