/**
 * The back office's table: one look and one set of states for every list (customers, products,
 * orders). While loading it shows skeleton rows in the table's own shape; a failed load shows the
 * spec's message (docs/product/back-office.md#back-office-messages, the server's own when it sent one) with Retry; no rows shows the
 * list's empty state. Sortable columns are buttons in their headers with aria-sort.
 *
 * On narrow screens columns marked `priority: 'secondary'` are left out below 768 px, so a phone
 * sees what matters (the row's name, its amount or stock, its status, its actions) without scrolling
 * sideways; every list marks its own (the orders, products, discounts and customers lists all fit
 * 390 px). The table still scrolls inside its card if a row is wider than the screen, and then its
 * scroller is a named region the keyboard can reach (TableScroller).
 */
import type { ReactNode } from 'react';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import type { SortOrder } from '../../contracts/admin-lists';
import { apiErrorMessage } from '../../lib/api-error';
import { ChevronDownIcon } from '../icons/icons';
import { EmptyState, LoadError } from '../StatusPanels';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The API's sort field for this column; the header becomes a sort button. */
  sortField?: string;
  align?: 'left' | 'right';
  /** Secondary columns hide below 768 px. */
  priority?: 'primary' | 'secondary';
  /** Extra classes for the column's cells, e.g. a width. */
  className?: string;
}

export interface TableSort {
  field: string | undefined;
  order: SortOrder | undefined;
  onSort: (field: string) => void;
}

export interface DataTableProps<Row> {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  isLoading: boolean;
  /** The failed load, if it failed. */
  error: unknown;
  /** The spec's fallback for this list, e.g. 'Failed to fetch customers'. */
  errorFallback: string;
  onRetry: () => void;
  /** Shown when the load succeeded with no rows. */
  empty: { title: string; body?: ReactNode; action?: ReactNode };
  sort?: TableSort;
  /** Rows open on click (the row also holds a real link for keyboards). */
  onRowClick?: (row: Row) => void;
  skeletonRows?: number;
  /** Shown dimmed while a new page or filter loads over the previous rows. */
  isRefreshing?: boolean;
}

/**
 * The table's sideways scroller. While a row is wider than the card (a phone), it is a named region
 * in the tab order, so a keyboard can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable), even when no cell holds a link or button; when everything fits it is
 * a plain box and costs no tab stop.
 */
function TableScroller({ caption, children }: { caption: string; children: ReactNode }) {
  const { ref, edges } = useScrollEdges<HTMLDivElement>();
  const scrolls = edges.moreStart || edges.moreEnd;
  return (
    // relative: the badges' screen-reader text is absolutely placed; without a positioned scroller
    // it escapes the clip and widens the whole page on a phone.
    <div
      ref={ref}
      className="relative overflow-x-auto rounded-[inherit] outline-none focus-visible:(ring-2 ring-inset ring-sage-500)"
      data-testid="table-scroller"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${caption} (scrolls sideways)` } : {})}
    >
      {children}
    </div>
  );
}

// Tighter on a phone, where every column it keeps must fit beside the others.
const cellPadding = 'px-2.5 py-3.5 first:pl-4 last:pr-4 sm:px-4 sm:first:pl-5 sm:last:pr-5';
const hideSecondary = (column: Column<unknown>) => (column.priority === 'secondary' ? 'hidden md:table-cell' : '');
const alignClass = (column: Column<unknown>) => (column.align === 'right' ? 'text-right' : 'text-left');

function SortHeader<Row>({ column, sort }: { column: Column<Row>; sort: TableSort }) {
  const active = sort.field === column.sortField;
  const label = typeof column.header === 'string' ? column.header : column.key;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(column.sortField as string)}
      aria-label={`Sort by ${label}${active ? (sort.order === 'asc' ? ', ascending' : ', descending') : ''}`}
      className={`keyboard-focus -mx-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-[0.12em] transition-colors hover:text-ink ${
        active ? 'text-ink' : ''
      } ${column.align === 'right' ? 'flex-row-reverse' : ''}`}
    >
      {column.header}
      <ChevronDownIcon
        size={13}
        strokeWidth={2}
        className={`transition-transform ${active ? '' : 'opacity-30'} ${active && sort.order === 'asc' ? 'rotate-180' : ''}`}
      />
    </button>
  );
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading,
  error,
  errorFallback,
  onRetry,
  empty,
  sort,
  onRowClick,
  skeletonRows = 8,
  isRefreshing = false,
}: DataTableProps<Row>) {
  if (error && !rows) return <LoadError message={apiErrorMessage(error, errorFallback)} onRetry={onRetry} />;
  if (!isLoading && rows && rows.length === 0) return <EmptyState title={empty.title} action={empty.action}>{empty.body}</EmptyState>;

  return (
    <div className="card overflow-hidden">
      <TableScroller caption={caption}>
        <table className="w-full border-collapse text-sm" aria-busy={isLoading || isRefreshing || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-sand-100 bg-cream-100/70 text-[11px] font-semibold uppercase tracking-[0.12em] text-ink-muted">
              {columns.map((column) => {
                const active = sort && column.sortField && sort.field === column.sortField;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={`${cellPadding} whitespace-nowrap py-3 font-semibold ${alignClass(column as Column<unknown>)} ${hideSecondary(column as Column<unknown>)} ${column.className ?? ''}`}
                  >
                    {sort && column.sortField ? <SortHeader column={column} sort={sort} /> : column.header}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={`transition-opacity ${isRefreshing ? 'opacity-55' : ''}`}>
            {isLoading && !rows
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <tr key={index} data-testid="skeleton-row" aria-hidden="true" className="border-b border-sand-100 last:border-0">
                    {columns.map((column, columnIndex) => (
                      <td key={column.key} className={`${cellPadding} ${hideSecondary(column as Column<unknown>)}`}>
                        <div
                          className={`skeleton h-3.5 rounded-full max-w-full ${columnIndex === 0 ? 'w-40' : 'w-20'} ${column.align === 'right' ? 'ml-auto' : ''}`}
                        />
                      </td>
                    ))}
                  </tr>
                ))
              : (rows ?? []).map((row) => (
                  <tr
                    key={rowKey(row)}
                    onClick={onRowClick ? (event) => !(event.target as HTMLElement).closest('a,button,input,label') && onRowClick(row) : undefined}
                    className={`border-b border-sand-100 transition-colors last:border-0 ${onRowClick ? 'cursor-pointer hover:bg-cream-100/70' : ''}`}
                  >
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={`${cellPadding} align-middle ${alignClass(column as Column<unknown>)} ${hideSecondary(column as Column<unknown>)} ${column.className ?? ''}`}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </TableScroller>
      {isLoading && !rows ? <span className="sr-only" role="status">Loading {caption.toLowerCase()}</span> : null}
    </div>
  );
}
