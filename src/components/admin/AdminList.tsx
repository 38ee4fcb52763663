/**
 * A back-office list written once: given the list call's query and the list's URL state, it draws
 * the table (or the list's own rows), its loading, its dimmed refresh, the failed load with Retry,
 * the one empty state (nothing yet, or nothing matches with Clear filters) and the footer with the
 * page links. Every list answer has one shape (decision 0208: the rows under the list's noun beside
 * `pagination`), so a list page is left with its columns, its filters and its URL parameters.
 * A list with bulk actions (orders, products) passes `selection`: a checkbox column (its header
 * ticks the page), and over the table the selection bar with "Select all N that match" and the
 * list's actions (docs/decisions/0230-bulk-actions.md).
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SortOrder } from '../../contracts/admin-lists';
import type { Pagination } from '../../contracts/envelope';
import { apiErrorMessage } from '../../lib/api-error';
import { ListSkeleton } from '../Skeletons';
import { EmptyState, LoadError } from '../StatusPanels';
import { DataTable, type Column } from './DataTable';
import { ListFooter } from './TableControls';
import { SelectionBar } from './SelectionBar';
import type { ListSelection } from './use-list-selection';

/** What the list reads of a useQuery result. */
export interface ListQueryState<Answer> {
  data: Answer | undefined;
  error: unknown;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** What the list reads of useAdminListParams: whether filters narrow it, how to clear them, page links, sorting. */
export interface ListUrlState {
  isFiltered: boolean;
  clear: () => void;
  hrefForPage: (page: number) => string;
  toggleSort: (field: string) => void;
  params: Readonly<Record<string, string | undefined>>;
}

/** Rows chosen for bulk actions: the choice, how a row is named ("#1042"), the singular noun and the action buttons. */
export interface ListSelectionConfig<Row> {
  state: ListSelection;
  rowLabel: (row: Row) => string;
  one: string;
  actions: ReactNode;
}

interface EmptyText {
  title: string;
  body?: ReactNode;
  action?: ReactNode;
}

export interface AdminListProps<Key extends string, Row extends { id: string }> {
  query: ListQueryState<{ [K in Key]: Row[] } & { pagination: Pagination }>;
  /**
   * The answer's key for its rows ('orders'), which also names the list: the spec's fallback when
   * a load fails with no message of the server's ('Failed to fetch orders',
   * docs/product/back-office.md#back-office-messages), and unless given otherwise the table's name
   * ("Orders", read by screen readers; loading reads "Loading orders") and the footer's word.
   */
  items: Key;
  list: ListUrlState;
  caption?: string;
  /** The footer's word for the rows: "Showing 1–20 of 312 orders". */
  noun?: string;
  /** The list has no rows at all. */
  empty: EmptyText;
  /**
   * A search or filter left no rows; its action is Clear filters unless one is given (null for
   * none). A list without filters leaves it out.
   */
  noMatch?: EmptyText;
  columns?: ReadonlyArray<Column<Row>>;
  /** Column headers sort through the address's sortBy and sortOrder. */
  sortable?: boolean;
  /** A row opens this address on click (its cells hold a real link for keyboards). */
  rowHref?: (row: Row) => string;
  /** A list drawn other than as a table (the notifications): the rows, and whether a newer page is loading. */
  renderRows?: (rows: readonly Row[], isRefreshing: boolean) => ReactNode;
  selection?: ListSelectionConfig<Row>;
}

const checkbox = 'keyboard-focus h-[18px] w-[18px] cursor-pointer rounded align-middle accent-sage-800';

/** The checkbox column: its header ticks or unticks every row of the page. */
function selectColumn<Row extends { id: string }>(selection: ListSelectionConfig<Row>, rows: readonly Row[]): Column<Row> {
  const { state, rowLabel } = selection;
  const pageIds = rows.map((row) => row.id);
  const ticked = pageIds.filter((id) => state.isSelected(id)).length;
  return {
    key: 'select',
    header: (
      <input
        type="checkbox"
        aria-label={`Select every ${selection.one} on this page`}
        className={checkbox}
        checked={pageIds.length > 0 && ticked === pageIds.length}
        ref={(box) => {
          if (box) box.indeterminate = ticked > 0 && ticked < pageIds.length;
        }}
        onChange={(event) => state.setPage(pageIds, event.target.checked)}
        disabled={pageIds.length === 0}
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={`Select ${rowLabel(row)}`}
        className={checkbox}
        checked={state.isSelected(row.id)}
        onChange={() => state.toggle(row.id, pageIds)}
      />
    ),
    className: 'w-10 !pr-0',
  };
}

export function AdminList<Key extends string, Row extends { id: string }>({
  query,
  items,
  list,
  caption = items[0]!.toUpperCase() + items.slice(1),
  noun = items,
  empty,
  noMatch,
  columns = [],
  sortable = false,
  rowHref,
  renderRows,
  selection,
}: AdminListProps<Key, Row>) {
  const navigate = useNavigate();
  const answer = query.data;
  const rows = answer?.[items];
  const emptyText = list.isFiltered && noMatch ? noMatchText(noMatch, list.clear) : empty;
  const onRetry = () => void query.refetch();
  const errorFallback = `Failed to fetch ${items}`;

  let body: ReactNode;
  if (query.error && !rows) body = <LoadError message={apiErrorMessage(query.error, errorFallback)} onRetry={onRetry} />;
  else if (rows && rows.length === 0) body = <EmptyState title={emptyText.title} action={emptyText.action}>{emptyText.body}</EmptyState>;
  else if (renderRows) body = rows ? renderRows(rows, query.isPlaceholderData) : <ListSkeleton rows={5} label={`Loading ${caption.toLowerCase()}`} />;
  else
    body = (
      <DataTable
        caption={caption}
        columns={selection && rows ? [selectColumn(selection, rows), ...columns] : columns}
        rows={rows}
        rowKey={(row) => row.id}
        isLoading={query.isPending}
        isRefreshing={query.isPlaceholderData}
        error={query.error}
        errorFallback={errorFallback}
        onRetry={onRetry}
        empty={emptyText}
        onRowClick={rowHref && ((row) => void navigate(rowHref(row)))}
        sort={sortable ? { field: list.params.sortBy, order: list.params.sortOrder as SortOrder | undefined, onSort: list.toggleSort } : undefined}
      />
    );

  return (
    <>
      {selection && answer ? (
        <SelectionBar selection={selection.state} total={answer.pagination.total} one={selection.one} many={noun} actions={selection.actions} />
      ) : null}
      {body}
      {answer && rows ? <ListFooter pagination={answer.pagination} shown={rows.length} noun={noun} hrefForPage={list.hrefForPage} /> : null}
    </>
  );
}

function noMatchText(noMatch: EmptyText, clear: () => void): EmptyText {
  if ('action' in noMatch) return noMatch;
  const action = (
    <button type="button" onClick={clear} className="btn-secondary">
      Clear filters
    </button>
  );
  return { ...noMatch, action };
}
