/**
 * The display currency (docs/product/bag-and-currency.md#currency-detection): GBP by default. Detection runs once and calls
 * `markDetected`; a manual choice also counts as settled, and detection never overrides it, even
 * when the choice lands while detection is still running. Persisted to IndexedDB under 'currency'.
 *
 * Shared state, not a feature internal: every price on the storefront (product pages, the bag,
 * checkout) is shown in this currency, and features may not import each other. This is its one
 * import path (decision 0011).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CurrencyCode } from '../../domain/money';
import { idbStateStorage, STORAGE_KEYS } from '../storage';
import { useHydrated } from '../use-hydrated';

export interface CurrencyState {
  currency: CurrencyCode;
  /** True once detection has run or the shopper has chosen. */
  detected: boolean;
  /** The shopper's choice: always wins, and is remembered. */
  setCurrency: (currency: CurrencyCode) => void;
  /** The result of automatic detection; ignored once the currency is settled. */
  markDetected: (currency: CurrencyCode) => void;
}

export const useCurrencyStore = create<CurrencyState>()(
  persist(
    (set) => ({
      currency: 'GBP',
      detected: false,
      setCurrency: (currency) => set({ currency, detected: true }),
      markDetected: (currency) => set((state) => (state.detected ? state : { currency, detected: true })),
    }),
    {
      name: STORAGE_KEYS.idb.currency,
      version: 1,
      storage: createJSONStorage(() => idbStateStorage),
      partialize: ({ currency, detected }) => ({ currency, detected }),
    },
  ),
);

/**
 * The currency to show prices in, or null until the saved choice has been read from IndexedDB
 * (a moment at start). Showing GBP during that moment would flash the wrong prices for a shopper
 * who chose EUR, so callers render a neutral placeholder instead.
 */
export function useDisplayCurrency(): CurrencyCode | null {
  const hydrated = useHydrated(useCurrencyStore);
  const currency = useCurrencyStore((state) => state.currency);
  return hydrated ? currency : null;
}
