/**
 * The discount code of the review step (docs/product/checkout.md#review-step): upper-cased as typed, applied by
 * the server against this bag, with the result shown ('WELCOME-… applied: 20% off') or the
 * server's own reason it cannot be used.
 */
import { useId } from 'react';
import { CheckIcon } from '../../../components/icons/icons';
import type { AppliedDiscount } from '../../../contracts/checkout';
import { normaliseCode } from '../checkout-request';
import { describeDiscount } from '../pricing-preview';

interface DiscountCodeFieldProps {
  code: string;
  applied: AppliedDiscount | null;
  message: string | null;
  busy: boolean;
  disabled: boolean;
  onChange: (code: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

export function DiscountCodeField({ code, applied, message, busy, disabled, onChange, onApply, onRemove }: DiscountCodeFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <section aria-labelledby={`${id}-title`} className="card p-5 sm:p-7">
      <h3 id={`${id}-title`} className="heading-display text-[24px]">
        Discount code
      </h3>
      <form
        className="mt-4 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <label htmlFor={id} className="sr-only">
          Discount code
        </label>
        <input
          id={id}
          name="discountCode"
          value={code}
          onChange={(event) => onChange(normaliseCode(event.target.value))}
          placeholder="Enter code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-describedby={messageId}
          aria-invalid={message ? true : undefined}
          className={`input min-w-0 flex-1 uppercase tracking-[0.08em] ${message ? 'border-danger/70' : ''}`}
        />
        <button type="submit" className="btn-secondary shrink-0" disabled={disabled || busy || !code || applied?.code === code} aria-busy={busy || undefined}>
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </form>
      <div id={messageId} aria-live="polite" className="min-h-5 pt-2 text-[13px]">
        {message ? (
          <p className="text-danger" data-testid="discount-message">
            {message}
          </p>
        ) : applied ? (
          <p className="flex flex-wrap items-center gap-2 text-sage-800" data-testid="discount-applied">
            <CheckIcon size={16} />
            <span>
              <strong className="font-semibold">{applied.code}</strong> applied: {describeDiscount(applied)}
            </span>
            <button type="button" onClick={onRemove} className="keyboard-focus rounded text-ink-muted underline underline-offset-2 hover:text-ink">
              Remove
            </button>
          </p>
        ) : null}
      </div>
    </section>
  );
}
