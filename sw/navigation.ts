/**
 * Which navigations the worker answers, and how: the server first, the shell when it cannot be
 * reached in time (decision 0103). Pure (no workbox, no worker globals) so it is tested
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

/**
 * How long a navigation waits for the server before the shell answers. Long enough for a slow
 * phone network to bring the server's page; short enough that "connected but no data" (a train
 * tunnel, a captive portal) does not leave a white screen.
 */
export const NAVIGATION_TIMEOUT_MS = 3000;

/**
 * The network's answer (any status: a 404 page is the server's answer too), or the fallback when
 * the request fails or has not answered within `timeoutMs`.
 */
export async function networkOrFallback(
  network: () => Promise<Response>,
  fallback: () => Promise<Response>,
  timeoutMs: number,
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const answer = await Promise.race([network().catch(() => null), timedOut]);
    return answer ?? (await fallback());
  } finally {
    clearTimeout(timer);
  }
}
