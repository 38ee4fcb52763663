/**
 * Starts the offline warm-up (features/catalogue/offline) on every visit, once the page's start-up
 * is over (src/lib/when-idle.ts) and a service worker controls it: without a worker nothing would
 * be kept, so nothing is fetched.
 * The app layer composes it because it joins the catalogue feature with the browser (screen size,
 * fetch, the worker). When it finishes it leaves a performance mark with its report, which the
 * e2e test reads to measure how long keeping the whole catalogue takes. Its code loads only then,
 * outside the first page load.
 *
 * `stopOfflineWarmUp` ends it early and aborts the pictures in flight: a service worker update
 * must not be handed over while the page is fetching through the old worker (src/lib/pwa.ts).
 */
import type { Viewport } from '../features/catalogue/offline/renditions';
import { isHandingOverUpdate, whenWorkerControls } from '../lib/pwa';
import { whenStartUpIsOver } from '../lib/when-idle';

function browserViewport(): Viewport {
  return {
    width: document.documentElement.clientWidth || window.innerWidth,
    devicePixelRatio: window.devicePixelRatio || 1,
    matches: (condition) => window.matchMedia(condition).matches,
  };
}

const stopped = new AbortController();
let running: Promise<unknown> = Promise.resolve();

async function fetchImage(url: string): Promise<void> {
  const response = await fetch(url, { priority: 'low', credentials: 'same-origin', signal: stopped.signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // Read to the end: the worker keeps the picture once its bytes have all arrived.
  await response.arrayBuffer();
}

const shouldContinue = () => !stopped.signal.aborted && !isHandingOverUpdate() && navigator.onLine !== false;

export function startOfflineWarmUp(): void {
  whenStartUpIsOver(() => {
    running = whenWorkerControls().then(async (controlled) => {
      if (!controlled || !shouldContinue()) return;
      const { WARM_UP_MARK, warmOfflineCatalogue } = await import('../features/catalogue/offline/warm-offline-catalogue');
      if (!shouldContinue()) return;
      const report = await warmOfflineCatalogue({ viewport: browserViewport(), fetchImage, shouldContinue });
      if (!stopped.signal.aborted) performance.mark(WARM_UP_MARK, { detail: report });
    });
  });
}

/** Stops the warm-up for this page's lifetime; resolves once nothing of it is in flight. */
export async function stopOfflineWarmUp(): Promise<void> {
  stopped.abort();
  await running.catch(() => undefined);
}
