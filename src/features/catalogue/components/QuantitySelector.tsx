/** The product page's quantity: minus, the number, plus; kept between 1 and what is in stock. */
import { MinusIcon, PlusIcon } from '../../../components/icons/icons';

interface QuantitySelectorProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

const step = 'keyboard-focus inline-flex h-full w-11 items-center justify-center text-ink-soft transition-colors hover:text-ink disabled:(cursor-not-allowed opacity-35) cursor-pointer';

export function QuantitySelector({ value, max, onChange, disabled = false }: QuantitySelectorProps) {
  return (
    <div
      role="group"
      aria-label="Quantity"
      className="inline-flex h-12 items-center rounded-full border border-sand-200 bg-cream-50"
    >
      <button type="button" className={`${step} rounded-l-full`} aria-label="Decrease quantity" disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        <MinusIcon size={16} />
      </button>
      <output aria-live="polite" aria-label="Quantity" className="w-8 text-center text-sm font-semibold tabular-nums text-ink" data-testid="quantity">
        {value}
      </output>
      <button type="button" className={`${step} rounded-r-full`} aria-label="Increase quantity" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
