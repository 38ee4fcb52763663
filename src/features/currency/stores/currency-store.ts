/**
 * The display currency (spec sections 4 and 9): GBP by default. Detection (a later issue) runs
 * once, calls `markDetected`, and never runs again. A manual choice also counts as settled, so
 * detection never overrides what the shopper picked. Persisted to IndexedDB under 'currency'.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
// Type-only: money.ts builds a zod schema at load, which the app shell should not pay for.
import type { CurrencyCode } from '../../../domain/money';
import { idbStateStorage, STORAGE_KEYS } from '../../../lib/storage';

export interface CurrencyState {
  currency: CurrencyCode;
  /** True once detection has run or the shopper has chosen. */
  detected: boolean;
  /** The shopper's choice. */
  setCurrency: (currency: CurrencyCode) => void;
  /** The result of automatic detection. */
  markDetected: (currency: CurrencyCode) => void;
}

export const useCurrencyStore = create<CurrencyState>()(
  persist(
    (set) => ({
      currency: 'GBP',
      detected: false,
      setCurrency: (currency) => set({ currency, detected: true }),
      markDetected: (currency) => set({ currency, detected: true }),
    }),
    {
      name: STORAGE_KEYS.idb.currency,
      version: 1,
      storage: createJSONStorage(() => idbStateStorage),
      partialize: ({ currency, detected }) => ({ currency, detected }),
    },
  ),
);
