/**
 * The currency picker (docs/product/bag-and-currency.md#currency-picker and docs/product/bag-and-currency.md#currency-detection): a dropdown of the four currencies with symbol, name
 * and code, the current one highlighted, and the note 'Exchange rates are approximate'. A choice
 * is the shopper's: it wins over detection and is remembered. In the navigation it opens
 * downwards; at the foot of the mobile menu it opens upwards.
 *
 * Keyboard: the button opens the list with the current currency focused; arrows, Home and End
 * move; Enter or Space chooses; Escape closes and returns to the button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../../components/icons/icons';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from '../../../domain/money';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCurrencyStore } from '../../../lib/stores/currency-store';

export const RATES_NOTE = 'Exchange rates are approximate';

export function CurrencyPicker({ placement }: { placement: 'nav' | 'menu' }) {
  const hydrated = useHydrated(useCurrencyStore);
  const currency = useCurrencyStore((state) => state.currency);
  const setCurrency = useCurrencyStore((state) => state.setCurrency);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const options = useRef<Array<HTMLLIElement | null>>([]);
  const shown: CurrencyCode = hydrated ? currency : 'GBP';

  // Opening focuses the current currency; outside clicks close without moving focus.
  useEffect(() => {
    if (!open) return;
    options.current[CURRENCY_CODES.indexOf(shown)]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // Focus only when the list opens, not when the currency changes while open.
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const choose = (code: CurrencyCode) => {
    setCurrency(code);
    close(true);
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = options.current.findIndex((option) => option === document.activeElement);
    const move = (to: number) => {
      event.preventDefault();
      options.current[(to + CURRENCY_CODES.length) % CURRENCY_CODES.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(CURRENCY_CODES.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      // Only the list closes, not the mobile menu around it.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
    else if ((event.key === 'Enter' || event.key === ' ') && index >= 0) {
      event.preventDefault();
      choose(CURRENCY_CODES[index] as CurrencyCode);
    }
  };

  const size = placement === 'nav' ? 'h-9 pl-3 pr-2.5 text-xs' : 'h-10 pl-4 pr-3 text-sm';
  const position = placement === 'nav' ? 'right-0 top-full mt-2 origin-top-right' : 'bottom-full right-0 mb-2 origin-bottom-right';

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={`keyboard-focus inline-flex items-center gap-1.5 rounded-full border font-medium tracking-wide transition-colors ${size} ${
          open ? 'border-sage-700 bg-cream-50 text-ink' : 'border-sand-200 text-ink-soft hover:border-sand-300 hover:text-ink'
        }`}
        data-testid={`currency-picker-${placement}`}
      >
        <span aria-hidden="true" className="text-sage-700">
          {CURRENCIES[shown].symbol}
        </span>
        <span aria-hidden="true">{shown}</span>
        {/* The name comes from the content, not an aria-label: it then holds the code shown (GBP), as
            a label must for someone who speaks to their computer (docs/decisions/0166-names-that-hold-the-visible-words.md). */}
        <span className="sr-only">{`Currency: ${CURRENCIES[shown].name} (${shown}). Change currency`}</span>
        <ChevronDownIcon size={14} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>

      {open ? (
        <div className={`absolute z-50 w-[17.5rem] rounded-3xl border border-sand-100 bg-cream-50 p-2 shadow-lift ${position}`}>
          <p className="px-3 pb-2 pt-2 text-[10.5px] font-semibold uppercase tracking-[0.2em] text-ink-muted" id={`${listId}-label`}>
            Currency
          </p>
          <ul id={listId} role="listbox" aria-labelledby={`${listId}-label`} onKeyDown={onListKey} className="flex flex-col gap-0.5">
            {CURRENCY_CODES.map((code, index) => {
              const selected = code === shown;
              const record = CURRENCIES[code];
              return (
                <li
                  key={code}
                  ref={(element) => {
                    options.current[index] = element;
                  }}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  onClick={() => choose(code)}
                  className={`flex cursor-pointer items-center gap-3 rounded-2xl px-3 py-2.5 outline-none transition-colors focus-visible:(ring-2 ring-sage-500) ${
                    selected ? 'bg-sage-100/80' : 'hover:bg-sand-100 focus:bg-sand-100'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full font-serif text-lg ${
                      selected ? 'bg-sage-800 text-cream-50' : 'bg-cream-200 text-sage-800'
                    }`}
                  >
                    {record.symbol}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-ink">{record.name}</span>
                    <span className="block text-[11px] tracking-[0.12em] text-ink-muted">{code}</span>
                  </span>
                  {selected ? <CheckIcon size={18} className="shrink-0 text-sage-700" /> : null}
                </li>
              );
            })}
          </ul>
          <p className="mt-1 border-t border-sand-100 px-3 pb-2 pt-3 text-[11.5px] leading-snug text-ink-muted">{RATES_NOTE}</p>
        </div>
      ) : null}
    </div>
  );
}
