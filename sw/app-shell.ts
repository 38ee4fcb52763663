/**
 * Caching concern 1, the app shell: everything the build emitted (scripts, styles, index.html,
 * fonts, icons) is precached, and every client-side route is answered with the precached
 * index.html, so the shop opens offline at any path. /api/ and /media/ are never answered so.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppShellNavigation } from './navigation';

export function registerAppShell(manifest: ReadonlyArray<PrecacheEntry | string>): void {
  cleanupOutdatedCaches();
  precacheAndRoute([...manifest]);
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' && url.origin === self.location.origin && isAppShellNavigation(url.pathname),
    createHandlerBoundToURL('/index.html'),
  );
}
