/**
 * Which navigations the app shell answers. Pure (no workbox, no worker globals) so it is tested
 * in tests/sw. The API and uploaded media are never answered with index.html, and neither is a
 * request for a file (a path whose last segment has an extension, e.g. /robots.txt, /sw.js).
 */

/** Path prefixes the server owns; the worker must pass these through. */
export const SERVER_PATHS: readonly RegExp[] = [/^\/api(\/|$)/, /^\/media(\/|$)/];

const FILE_LIKE = /\/[^/?#]+\.[a-z0-9]{1,12}$/i;

export function isAppShellNavigation(pathname: string): boolean {
  if (SERVER_PATHS.some((prefix) => prefix.test(pathname))) return false;
  return !FILE_LIKE.test(pathname);
}
