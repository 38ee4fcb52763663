/**
 * Starts the offline warm-up (features/catalogue/offline) on every visit, once the page is idle
 * and a service worker controls it: without a worker nothing would be kept, so nothing is fetched.
 * The app layer composes it because it joins the catalogue feature with the browser (screen size,
 * fetch, the worker). When it finishes it leaves a performance mark with its report, which the
 * e2e test reads to measure how long keeping the whole catalogue takes. Its code loads only then,
 * outside the first page load.
 */
import type { Viewport } from '../features/catalogue/offline/renditions';
import { whenWorkerControls } from '../lib/pwa';
import { whenIdleAfterLoad } from '../lib/when-idle';

function browserViewport(): Viewport {
  return {
    width: document.documentElement.clientWidth || window.innerWidth,
    devicePixelRatio: window.devicePixelRatio || 1,
    matches: (condition) => window.matchMedia(condition).matches,
  };
}

async function fetchImage(url: string): Promise<void> {
  const response = await fetch(url, { priority: 'low', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // Read to the end: the worker keeps the picture once its bytes have all arrived.
  await response.arrayBuffer();
}

export function startOfflineWarmUp(): void {
  whenIdleAfterLoad(() => {
    void whenWorkerControls().then(async (controlled) => {
      if (!controlled) return;
      const { WARM_UP_MARK, warmOfflineCatalogue } = await import('../features/catalogue/offline/warm-offline-catalogue');
      const report = await warmOfflineCatalogue({
        viewport: browserViewport(),
        fetchImage,
        shouldContinue: () => navigator.onLine !== false,
      });
      performance.mark(WARM_UP_MARK, { detail: report });
    });
  });
}
