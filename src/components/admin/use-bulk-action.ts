/**
 * A bulk action's call and its report (docs/decisions/0230-bulk-actions.md): the rows chosen go
 * as `ids`, or as the list's own query when every matching row is chosen; the answer's row-by-row
 * report is kept for the page to show (BulkReport) until dismissed or replaced, the choice is
 * cleared and the list read again. A call refused as a whole (a filter over the cap, a lost
 * connection) is a toast with the server's sentence, and the choice stays for another try.
 * useBulkSelection puts together what every list with bulk actions holds the same way: the
 * choice (cleared when the filter changes), the call naming the chosen rows, and what the list's
 * action buttons are given.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toasts';
import type { BulkAnswer } from '../../contracts/admin-bulk';
import type { ApiResult } from '../../lib/api-client';
import { apiErrorMessage } from '../../lib/api-error';
import { useListSelection, type ListSelection } from './use-list-selection';
import { FAILURE_TOAST_MS } from './use-admin-action';

/** Which rows a bulk call names. */
export type BulkRows<Filter> = { ids: string[] } | { filter: Filter };

export function rowsOf<Filter>(selection: ListSelection, filter: Filter): BulkRows<Filter> {
  return selection.allMatching ? { filter } : { ids: [...selection.ids] };
}

export interface BulkReportState {
  /** The server's sentence: "Fulfilled 3 orders; 1 refused". */
  message: string;
  answer: BulkAnswer;
}

interface BulkActionOptions<Input> {
  call: (input: Input) => Promise<ApiResult<BulkAnswer>>;
  selection: ListSelection;
  /** The spec's or the list's fallback when the server gives no sentence. */
  failure: string;
  /** Reads the list (and anything else the rows show) again. */
  refresh: () => Promise<unknown>;
}

export function useBulkAction<Input>({ call, selection, failure, refresh }: BulkActionOptions<Input>) {
  const [report, setReport] = useState<BulkReportState | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      setReport({ message: result.message, answer: result.data });
      selection.clear();
      await refresh();
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, failure), { duration: FAILURE_TOAST_MS });
    },
  });
  const run = (input: Input, settled?: () => void) => mutation.mutate(input, { onSettled: settled });
  return { run, isPending: mutation.isPending, report, dismiss: () => setReport(null) };
}

interface BulkSelectionOptions<Input, Filter> {
  /** The list's bulk call, given the action and the rows chosen under `filter`. */
  call: (input: Input, rows: BulkRows<Filter>) => Promise<ApiResult<BulkAnswer>>;
  failure: string;
  refresh: () => Promise<unknown>;
}

/** The choice of rows in a list filtered by `filter`, and the bulk action run on it. */
export function useBulkSelection<Input, Filter>(filter: Filter, { call, failure, refresh }: BulkSelectionOptions<Input, Filter>) {
  const selection = useListSelection(JSON.stringify(filter));
  const bulk = useBulkAction({ call: (input: Input) => call(input, rowsOf(selection, filter)), selection, failure, refresh });
  /** What the list's action buttons take, with `total` the rows that match the filter (for "all matching"). */
  const controls = (total: number | undefined) => ({ count: selection.count(total ?? 0), busy: bulk.isPending, onRun: bulk.run });
  return { selection, bulk, controls };
}
