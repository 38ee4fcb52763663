/**
 * Caching concern 1, the app shell and page navigations (decision 0103). Everything the build
 * emitted (scripts, styles, the shell index.html, fonts, icons) is precached. A navigation asks the
 * server first, for its server-rendered page (or, for account, checkout and back-office paths, the
 * shell it sends), and falls back to the precached shell when the network fails or is too slow: the
 * shell then renders the page from IndexedDB. Server pages are not kept: the precached shell is the
 * one offline answer, so no page is ever shown from an old render. /api/ and /media/ are never
 * answered so.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppShellNavigation, NAVIGATION_TIMEOUT_MS, networkOrFallback } from './navigation';

declare const self: ServiceWorkerGlobalScope;

const ignore = () => undefined;

export function registerAppShell(manifest: ReadonlyArray<PrecacheEntry | string>): void {
  cleanupOutdatedCaches();
  precacheAndRoute([...manifest]);
  const shell = createHandlerBoundToURL('/index.html');
  // The server's answer is requested while the worker starts up (navigation preload).
  self.addEventListener('activate', (event) => event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve()));
  // A navigation no route takes (a file, /api/docs) still settles its preload, or Chromium warns.
  self.addEventListener('fetch', (event) => {
    if (event.request.mode === 'navigate') event.waitUntil(event.preloadResponse.then(ignore, ignore));
  });
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' && url.origin === self.location.origin && isAppShellNavigation(url.pathname),
    (options) => {
      const event = options.event as FetchEvent;
      const fromNetwork = async () => ((await event.preloadResponse) as Response | undefined) ?? fetch(options.request);
      return networkOrFallback(fromNetwork, () => shell(options), NAVIGATION_TIMEOUT_MS);
    },
  );
}
