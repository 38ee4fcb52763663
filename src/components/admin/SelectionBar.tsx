/**
 * The strip over a list while rows are chosen for a bulk action (docs/decisions/0230-bulk-actions.md):
 * how many are chosen, "Select all N that match" to widen the choice to the whole filter (or why it
 * cannot: a request takes at most BULK_MAX_ROWS), Clear, and the list's own action buttons.
 */
import type { ReactNode } from 'react';
import { BULK_MAX_ROWS } from '../../contracts/admin-bulk';
import { countLabel } from '../../lib/format';
import type { ListSelection } from './use-list-selection';

interface SelectionBarProps {
  selection: ListSelection;
  /** Rows the list's filter matches. */
  total: number;
  one: string;
  many: string;
  actions: ReactNode;
}

const textButton = 'keyboard-focus rounded font-medium text-sage-700 underline-offset-4 hover:(text-sage-900 underline)';

export function SelectionBar({ selection, total, one, many, actions }: SelectionBarProps) {
  const chosen = selection.count(total);
  if (chosen === 0) return null;
  const canWiden = !selection.allMatching && chosen < total;

  return (
    <div
      role="region"
      aria-label="Selection"
      className="mb-4 flex flex-col gap-3 rounded-3xl border border-sage-200 bg-sage-50/80 px-4 py-3.5 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:px-5"
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <p aria-live="polite" className="font-medium text-ink">
          {selection.allMatching ? `All ${countLabel(total, one, many)} that match are selected` : `${countLabel(chosen, one, many)} selected`}
        </p>
        {canWiden && total <= BULK_MAX_ROWS ? (
          <button type="button" onClick={selection.selectAllMatching} className={textButton}>
            Select all {countLabel(total, one, many)} that match
          </button>
        ) : null}
        <button type="button" onClick={selection.clear} className={textButton}>
          Clear selection
        </button>
        {canWiden && total > BULK_MAX_ROWS ? (
          <p className="basis-full text-[12.5px] text-ink-muted">
            A bulk action takes up to {BULK_MAX_ROWS} {many} at a time: narrow the filter to choose all that match.
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}
