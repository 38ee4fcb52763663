/**
 * Service worker registration (production builds only; the dev server never caches).
 * The worker is built from sw/sw.ts. New versions wait (registerType 'prompt', see
 * vite.config.ts): `onUpdateReady` is told, and calling the function it receives hands the page
 * over to the new worker and reloads onto it.
 *
 * The handover must be quiet. Chromium parks a waiting worker for good when a fetch reaches the
 * outgoing worker in the instant it is being replaced: skipWaiting() then never resolves and the
 * page would sit on the old version (seen in e2e/offline.spec.ts while the offline warm-up was
 * fetching pictures; decision 0073). So before asking the worker to take over, `quiet()` stops
 * the page's own background fetching; and if the new worker has not taken control within
 * HANDOVER_TIMEOUT_MS the page reloads anyway, remembering that the shopper said yes, and the
 * reloaded page (which has not started its background work yet) asks again at once.
 */
import { env } from '../config/env';

export interface RegisterOptions {
  onUpdateReady: (applyUpdate: () => void) => void;
  /** Stops the page's background fetching before the handover (see above). */
  quiet?: () => Promise<void> | void;
}

/** How long the new worker gets to take control before the page reloads regardless. */
export const HANDOVER_TIMEOUT_MS = 4_000;
/** Set while an update the shopper accepted is being applied, across the reload it takes. */
export const UPDATE_ACCEPTED_KEY = 'verdant:update-accepted';

function serviceWorkersAvailable(): boolean {
  return env.isProduction && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Reloads that may go into one handover before the page gives up and offers the update again. */
const MAX_HANDOVER_RELOADS = 2;

/** How many reloads the accepted update has taken so far (0: none accepted). */
function acceptedAttempts(): number {
  try {
    return Number(sessionStorage.getItem(UPDATE_ACCEPTED_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function rememberAttempts(attempts: number): void {
  try {
    if (attempts > 0) sessionStorage.setItem(UPDATE_ACCEPTED_KEY, String(attempts));
    else sessionStorage.removeItem(UPDATE_ACCEPTED_KEY);
  } catch {
    // Storage refused (private mode quotas): the handover still works, only without the retry.
  }
}

let handingOver = false;

/** Whether the page is handing over to a new worker (background work should not start). */
export function isHandingOverUpdate(): boolean {
  return handingOver;
}

/** Asks the waiting worker to take over and reloads once it controls the page, or after the timeout. */
function handOver(waiting: ServiceWorker, attempt: number): void {
  handingOver = true;
  rememberAttempts(attempt);
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  window.setTimeout(reload, HANDOVER_TIMEOUT_MS);
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export async function registerServiceWorker({ onUpdateReady, quiet }: RegisterOptions): Promise<void> {
  if (!serviceWorkersAvailable()) return;

  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  const quietThenHandOver = (attempt: number) => {
    handingOver = true;
    void Promise.resolve(quiet?.()).finally(async () => {
      const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
      if (waiting) handOver(waiting, attempt);
      else window.location.reload();
    });
  };

  workbox.addEventListener('waiting', () => {
    if (handingOver) return;
    onUpdateReady(() => quietThenHandOver(1));
  });

  const attempts = acceptedAttempts();
  // A handover that timed out reloaded into this page: finish it before background work starts.
  if (attempts > 0 && attempts <= MAX_HANDOVER_RELOADS) handingOver = true;
  else rememberAttempts(0);

  try {
    const registration = await workbox.register();
    if (handingOver) {
      if (registration?.waiting) quietThenHandOver(attempts + 1);
      else {
        handingOver = false;
        rememberAttempts(0);
      }
    }
  } catch (error) {
    // The shop works without a worker, just not offline.
    console.warn('Service worker registration failed', error);
  }
}

/**
 * Resolves true once a service worker controls this page (at once on a repeat visit; on the first
 * visit when the new worker has installed and claimed it), false when there will be none: a
 * development build, or a browser without service workers.
 */
export async function whenWorkerControls(): Promise<boolean> {
  if (!serviceWorkersAvailable()) return false;
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return true;
  await serviceWorker.ready;
  if (serviceWorker.controller) return true;
  return new Promise((resolve) => serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }));
}
