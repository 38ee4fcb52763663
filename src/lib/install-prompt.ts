/**
 * The browser's offer to install the shop (Chromium's `beforeinstallprompt`). The event fires
 * once, early, and must be kept to show the dialog later from a click; so it is captured from
 * main.tsx at start and kept here, and `useInstallOffer` tells the 'Install app' entry whether
 * there is an offer. Once installed (the `appinstalled` event, or the shop running as an app)
 * there is none. Browsers without the event (Safari, Firefox) never show the entry.
 */
import { useSyncExternalStore } from 'react';

/** The part of Chromium's BeforeInstallPromptEvent used here (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function runsAsInstalledApp(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the shop shows its quiet entry instead.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

/** Shows the browser's install dialog; the offer is spent either way (the browser may offer again). */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  notify();
  await current.prompt();
  await current.userChoice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offers installation now (never when already running installed). */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offer !== null && !runsAsInstalledApp(),
    () => false,
  );
}
