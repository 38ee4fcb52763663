/**
 * Runs background work once the page has loaded and the browser has a quiet moment, so it never
 * delays what the shopper is waiting for (the page's own scripts, data and pictures).
 */

/** Longest wait for an idle moment before running anyway (a page that is never idle). */
const IDLE_TIMEOUT_MS = 5_000;

export function whenIdleAfterLoad(task: () => void): void {
  const runWhenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') runWhenIdle();
  else window.addEventListener('load', runWhenIdle, { once: true });
}
