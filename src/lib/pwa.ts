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
