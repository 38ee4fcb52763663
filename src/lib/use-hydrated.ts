/**
 * Whether a persisted zustand store has read its saved state yet. IndexedDB is asynchronous, so
 * for a moment after start the cart is empty and the currency is GBP even when they are not;
 * render a neutral state until this is true, instead of flashing the wrong one.
 *
 * The switch to true is a transition, as in use-after-hydration (docs/decisions/0290). With
 * useSyncExternalStore the store's read, landing during or just after hydration, re-rendered every
 * reader at sync priority in one task: on the shop page that is every price on it, the longest task
 * of the page's start-up. A transition lets React render them in slices between other work.
 *
 * A page being hydrated starts at false whatever the store knows, because the server's HTML was
 * rendered so; a component mounted later starts at the store's own answer.
 */
import { startTransition, useEffect, useState } from 'react';
import { isHydratingPage } from './use-after-hydration';

export interface PersistedStore {
  persist: {
    hasHydrated: () => boolean;
    onFinishHydration: (listener: () => void) => () => void;
  };
}

/** Resolves once the store has read its saved state (at once if it has). */
export function whenStoreRead(store: PersistedStore): Promise<void> {
  if (store.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

export function useHydrated(store: PersistedStore): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !isHydratingPage() && store.persist.hasHydrated());
  useEffect(() => {
    if (hydrated) return;
    const settle = () => startTransition(() => setHydrated(true));
    if (store.persist.hasHydrated()) {
      settle();
      return;
    }
    return store.persist.onFinishHydration(settle);
  }, [hydrated, store]);
  return hydrated;
}
