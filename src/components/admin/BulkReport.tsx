/**
 * What a bulk action did, row by row (docs/decisions/0230-bulk-actions.md): the server's summary
 * ("Fulfilled 3 orders; 1 refused"), then each refused row by name with the reason the one-row
 * action would have given. It takes focus when it appears (the dialog that asked is gone) and
 * stays until dismissed or replaced by the next action's report.
 */
import { useEffect, useRef } from 'react';
import { CheckIcon, CloseIcon } from '../icons/icons';
import type { BulkReportState } from './use-bulk-action';

export function BulkReport({ report, onDismiss }: { report: BulkReportState | null; onDismiss: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (report) panel.current?.focus();
  }, [report]);
  if (!report) return null;
  const refused = report.answer.results.filter((row) => row.outcome === 'refused');
  const tone = refused.length > 0 ? 'border-sand-300 bg-cream-50' : 'border-sage-200 bg-sage-50/80';

  return (
    <div ref={panel} tabIndex={-1} role="status" aria-label="Bulk action report" className={`mb-4 rounded-3xl border px-4 py-4 outline-none sm:px-5 ${tone}`}>
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-2 text-[15px] font-medium text-ink">
          {refused.length === 0 ? (
            <span aria-hidden="true" className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sage-700 text-cream-50">
              <CheckIcon size={14} strokeWidth={2.5} />
            </span>
          ) : null}
          {report.message}
        </p>
        <button type="button" onClick={onDismiss} aria-label="Dismiss the report" className="keyboard-focus -m-1 rounded-full p-1 text-ink-muted hover:text-ink">
          <CloseIcon size={18} />
        </button>
      </div>
      {refused.length > 0 ? (
        <>
          <p className="mt-3 text-[11px] font-semibold uppercase tracking-[0.14em] text-ink-muted">Not changed</p>
          <ul className="mt-1.5 flex flex-col divide-y divide-sand-100 text-sm">
            {refused.map((row) => (
              <li key={row.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
                <span className="shrink-0 font-medium text-ink sm:w-44 sm:truncate">{row.label}</span>
                <span className="text-ink-soft">{row.reason}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
