/**
 * The product page's size picker (decision 0249), shown when a product comes in more than one
 * size: a radio group labelled "Size", one option per size with its price. The options are native
 * radios, so the arrow keys move the choice and Tab leaves the group as every browser and screen
 * reader expects; the pill around each one shows the choice and the keyboard's focus. A sold-out
 * size stays choosable (its page says so, and a shared link to it must open), its name struck through.
 */
import { useId } from 'react';
import type { ProductVariant } from '../../../contracts/product';
import { Price } from '../../../components/Price';

interface SizePickerProps {
  sizes: readonly ProductVariant[];
  chosen: ProductVariant;
  onChoose: (size: ProductVariant) => void;
}

export function SizePicker({ sizes, chosen, onChoose }: SizePickerProps) {
  const labelId = useId();
  return (
    <div className="mt-7">
      <p id={labelId} className="eyebrow text-ink-muted">
        Size
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2.5" data-testid="size-picker">
        {sizes.map((size) => (
          <label key={size.id} className="cursor-pointer">
            <input
              type="radio"
              name={`${labelId}-size`}
              value={size.id}
              checked={size.id === chosen.id}
              onChange={() => onChoose(size)}
              className="peer sr-only"
            />
            <span className="flex min-w-24 flex-col items-center rounded-2xl border border-sand-200 bg-cream-50 px-4 py-2.5 text-center transition-colors hover:border-sand-300 peer-checked:(border-sage-700 bg-sage-50 ring-1 ring-sage-700) peer-focus-visible:(outline-none ring-2 ring-sage-500 ring-offset-2 ring-offset-cream-100)">
              <span className={`text-sm font-medium ${size.stock > 0 ? 'text-ink' : 'text-ink-muted line-through decoration-ink-faint'}`}>{size.name}</span>
              <Price pence={size.price} className="mt-0.5 text-xs text-ink-muted" />
              {size.stock > 0 ? null : <span className="sr-only">, out of stock</span>}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
