/**
 * Whether a persisted zustand store has read its saved state yet. IndexedDB is asynchronous, so
 * for a moment after start the cart is empty and the currency is GBP even when they are not;
 * render a neutral state until this is true, instead of flashing the wrong one.
 */
import { useSyncExternalStore } from 'react';

export interface PersistedStore {
  persist: {
    hasHydrated: () => boolean;
    onFinishHydration: (listener: () => void) => () => void;
  };
}

export function useHydrated(store: PersistedStore): boolean {
  return useSyncExternalStore(
    (onChange) => store.persist.onFinishHydration(onChange),
    () => store.persist.hasHydrated(),
    () => false,
  );
}
