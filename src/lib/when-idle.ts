/**
 * Runs background work once the page's start-up is over (decision 0287), so it never competes
 * with what the shopper is waiting for: the page's own scripts, data and pictures, hydration, and
 * the first taps. The service worker's registration (and with it the download of the precache),
 * the offline warm-up and the catalogue refresh wait for it.
 *
 * Start-up is over when the page has loaded, its main thread has then gone START_UP_QUIET_MS
 * without a long task (the idea of Lighthouse's time to interactive, whose quiet window is 5 s),
 * and the browser has an idle moment. A page that never goes quiet runs the work anyway after
 * START_UP_MAX_WAIT_MS from its load, so a busy phone still becomes offline-capable.
 */

/** Longest wait for an idle moment before running anyway (a page that is never idle). */
const IDLE_TIMEOUT_MS = 5_000;
/** How long the main thread must go without a long task after the load. */
export const START_UP_QUIET_MS = 3_000;
/** The quiet window is given up on this long after the load. */
export const START_UP_MAX_WAIT_MS = 20_000;

function whenLoaded(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', () => then(), { once: true });
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(task, 1);
}

/** Calls `then` once the main thread has had no long task for START_UP_QUIET_MS (or the wait ran out). */
function whenQuiet(then: () => void): void {
  let done = false;
  let quietTimer = 0;
  let observer: PerformanceObserver | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    window.clearTimeout(quietTimer);
    window.clearTimeout(giveUp);
    observer?.disconnect();
    then();
  };
  const restartQuietWindow = () => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(finish, START_UP_QUIET_MS);
  };
  const giveUp = window.setTimeout(finish, START_UP_MAX_WAIT_MS);
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
    observer = new PerformanceObserver(restartQuietWindow);
    observer.observe({ type: 'longtask' });
  }
  restartQuietWindow();
}

/** Shared by every caller: one quiet window for the page, however many tasks wait for it. */
let startUpOver: Promise<void> | null = null;

export function whenStartUpIsOver(task: () => void): void {
  startUpOver ??= new Promise<void>((resolve) => whenLoaded(() => whenQuiet(resolve)));
  // Each task waits for an idle moment of its own: one asked for later (a page the shopper
  // opens afterwards) does not run in the middle of that page's render.
  void startUpOver.then(() => whenIdle(task));
}
