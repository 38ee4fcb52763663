/**
 * Runs detection at most once: never when the currency is already settled (detected before, or
 * chosen by the shopper), and never twice at the same time. The result goes through
 * `markDetected`, which leaves a manual choice made meanwhile alone.
 */
import { useCurrencyStore } from '../../../lib/stores/currency-store';
import { browserSources } from './browser-sources';
import { detectCurrency, type DetectionSources } from './detect-currency';

let running: Promise<void> | null = null;

export function detectCurrencyOnce(sources: DetectionSources = browserSources(), options?: { budgetMs?: number }): Promise<void> {
  if (useCurrencyStore.getState().detected) return Promise.resolve();
  running ??= detectCurrency(sources, options)
    .then((result) => useCurrencyStore.getState().markDetected(result.currency))
    .catch(() => useCurrencyStore.getState().markDetected('GBP'));
  return running;
}

/** For tests: forget that detection ran in this page. */
export function resetDetection(): void {
  running = null;
}
