/**
 * A range of days for a back-office screen (the orders table, the reports): two native date
 * pickers (UTC days, both included, as the API reads them). Each picker cannot choose past the
 * other, and a typed range that is back to front is explained here rather than sent to be refused.
 */
import { useId } from 'react';

interface DateRangeProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (field: 'from' | 'to', value: string | undefined) => void;
  /** What the range is of, for screen readers ("Placed between"). */
  legend: string;
  /** The latest day a picker offers (today, for figures that cannot be in the future). */
  latest?: string;
}

export function isBackwards(from: string | undefined, to: string | undefined): boolean {
  return Boolean(from && to && from > to);
}

export function DateRange({ from, to, onChange, legend, latest }: DateRangeProps) {
  const id = useId();
  const backwards = isBackwards(from, to);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">{legend}</legend>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-from`} className="sr-only">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from ?? ''}
          max={to ?? latest}
          onChange={(event) => onChange('from', event.target.value || undefined)}
          aria-invalid={backwards || undefined}
          className="input w-full sm:w-[150px]"
        />
        <span aria-hidden="true" className="text-ink-muted">
          –
        </span>
        <label htmlFor={`${id}-to`} className="sr-only">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to ?? ''}
          min={from}
          max={latest}
          onChange={(event) => onChange('to', event.target.value || undefined)}
          aria-invalid={backwards || undefined}
          className="input w-full sm:w-[150px]"
        />
      </div>
      {backwards ? (
        <p role="alert" className="text-[12.5px] text-danger">
          The start date is after the end date.
        </p>
      ) : null}
    </fieldset>
  );
}
