/**
 * What sits around a back-office table: a toolbar (search box and filter selects, wrapping on a
 * phone) and a footer with "Showing 21–40 of 312" and the page links (the shared Pagination, fed
 * the list's URL state).
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { Pagination } from '../../contracts/envelope';
import { Pagination as PageLinks } from '../Pagination';
import { SelectControl, type SelectOption } from '../form/form-field';

export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{children}</div>;
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  /** The first option, meaning "no filter", e.g. "All statuses". */
  allLabel: string;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
}

/** A filter as a native select with a hidden label: the empty option clears it. */
export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="sm:w-48">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SelectControl
        id={id}
        value={value ?? ''}
        options={[{ value: '', label: allLabel }, ...options]}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}

interface ListFooterProps {
  /** The list answer's pagination block: its page, page size, total and page count. */
  pagination: Pagination;
  /** Rows on this page. */
  shown: number;
  /** "customers", "orders" */
  noun: string;
  hrefForPage: (page: number) => string;
}

export function ListFooter({ pagination, shown, noun, hrefForPage }: ListFooterProps) {
  const { page, limit, total, totalPages } = pagination;
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = first + shown - 1;
  return (
    <div className="mt-5 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-[13px] tabular-nums text-ink-muted" aria-live="polite">
        {shown > 0 ? `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}` : `${total.toLocaleString('en-US')} ${noun}`}
      </p>
      <PageLinks page={page} totalPages={totalPages} hrefFor={hrefForPage} />
    </div>
  );
}
