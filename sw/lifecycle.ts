/**
 * Worker lifecycle. New versions wait (registerType 'prompt' in vite.config.ts) until the page,
 * after the shopper agrees, posts { type: 'SKIP_WAITING' } (src/lib/pwa.ts via workbox-window).
 */
declare const self: ServiceWorkerGlobalScope;

export function registerLifecycle(): void {
  self.addEventListener('message', (event) => {
    if (event.data && typeof event.data === 'object' && (event.data as { type?: unknown }).type === 'SKIP_WAITING') {
      void self.skipWaiting();
    }
  });
  // The first install takes control at once, so the very first visit is already offline-capable.
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}
