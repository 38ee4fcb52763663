/**
 * docs/product/storefront.md#error-screens: a route that failed because a script or style chunk did not load (usually a
 * deploy replaced the files under an open tab) is fixed by reloading the page.
 */

const CHUNK_FAILURE = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /loading css chunk/i,
  /loading chunk/i,
  /unable to preload css/i, // Vite's preload helper
  /loading failed/i,
];

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return '';
}

export function isChunkLoadError(error: unknown): boolean {
  const message = messageOf(error);
  if (!message) return false;
  return (error instanceof Error && error.name === 'ChunkLoadError') || CHUNK_FAILURE.some((re) => re.test(message));
}

const LAST_AUTO_RELOAD_KEY = 'verdant:chunk-reload-at';
/** Within this long after an automatic reload, another chunk failure is not reloaded again. */
export const RELOAD_LOOP_WINDOW_MS = 10_000;

/**
 * Whether an automatic reload may happen now. A chunk that still fails right after a reload
 * (server down, offline without the file cached) would otherwise reload the page every second
 * forever; the second time the shopper gets the manual Reload button instead.
 */
export function mayAutoReload(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(LAST_AUTO_RELOAD_KEY) ?? 0);
    return !(last && now - last < RELOAD_LOOP_WINDOW_MS);
  } catch {
    return true;
  }
}

export function noteAutoReload(now: number = Date.now()): void {
  try {
    sessionStorage.setItem(LAST_AUTO_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage there is no loop guard; the reload still happens.
  }
}
