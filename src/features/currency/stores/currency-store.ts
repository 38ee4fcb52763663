/**
 * The display currency's store lives in src/lib/stores (shared: every price on the storefront
 * reads it, and features may not import each other). Re-exported here so the currency feature's
 * own code and existing imports keep their path.
 */
export { useCurrencyStore, useDisplayCurrency, type CurrencyState } from '../../../lib/stores/currency-store';
