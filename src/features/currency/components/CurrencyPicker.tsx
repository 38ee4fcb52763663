/**
 * PLACEHOLDER until the currency picker issue: shows the current display currency, not yet a
 * dropdown. The real picker (spec section 2: symbol, name, code, 'Exchange rates are approximate')
 * replaces this file and keeps the `CurrencyPicker({ placement })` signature.
 */
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrencyStore } from '../stores/currency-store';

// Kept local: importing domain/money here would pull zod into the first page load.
const SYMBOLS = { GBP: '£', USD: '$', EUR: '€', NGN: '₦' } as const;

export function CurrencyPicker({ placement }: { placement: 'nav' | 'menu' }) {
  const hydrated = useHydrated(useCurrencyStore);
  const currency = useCurrencyStore((state) => state.currency);
  const shown = hydrated ? currency : 'GBP';
  const size = placement === 'nav' ? 'h-9 px-3 text-xs' : 'h-10 px-4 text-sm';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border border-sand-200 font-medium tracking-wide text-ink-soft ${size}`}
      title="Prices are shown in this currency"
    >
      <span aria-hidden="true" className="text-sage-700">
        {SYMBOLS[shown]}
      </span>
      <span className="sr-only">Currency: </span>
      {shown}
    </span>
  );
}
