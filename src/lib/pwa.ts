/**
 * Service worker registration (production builds only; the dev server never caches).
 * The worker is built from sw/sw.ts. New versions wait (registerType 'prompt', see
 * vite.config.ts): `onUpdateReady` is told, and calling the function it receives activates the
 * new worker and reloads once it controls the page.
 */
import { env } from '../config/env';

export interface RegisterOptions {
  onUpdateReady: (applyUpdate: () => void) => void;
}

export async function registerServiceWorker({ onUpdateReady }: RegisterOptions): Promise<void> {
  if (!env.isProduction || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;

  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  try {
    await workbox.register();
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
  if (!env.isProduction || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return true;
  await serviceWorker.ready;
  if (serviceWorker.controller) return true;
  return new Promise((resolve) => serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }));
}
