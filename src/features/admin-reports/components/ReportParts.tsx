/**
 * The parts every report is made of: the state of its one call (a refused range says why and
 * what to change; a failed load offers Retry; loading shows the report's shape), its figures as
 * cards, and its tables, each titled with a CSV export of the same rows (toast on failure), with
 * the cells they share (a count, an amount, a record's name linking to its page). Every
 * table of a report exports from that report over the range it shows, so ReportState hands both to
 * its tables (ReportSource) rather than each table being told them again.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../../components/admin/AdminPage';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { KpiCard } from '../../../components/admin/KpiCard';
import { BlockSkeleton } from '../../../components/Skeletons';
import { LoadError } from '../../../components/StatusPanels';
import type { ReportName } from '../../../contracts/admin-reports';
import { apiErrorMessage, responseStatus } from '../../../lib/api-error';
import { serverFieldErrors } from '../../../lib/field-errors';
import { ExportButton } from '../../../components/admin/ExportButton';
import type { ReportRangeQuery } from '../api/report-calls';
import { utcToday } from '../report-range';
import { formatPaid } from '../../../lib/format';
import { againstPrevious, count } from '../report-words';

export const NO_SALES = 'No paid orders in this range';

/** A table cell's count, in figures that line up. */
export const countCell = (value: number) => <span className="tabular-nums">{count(value)}</span>;
/** A table cell's revenue, a little heavier than the counts beside it. */
export const revenueCell = (value: number) => <span className="font-medium tabular-nums">{formatPaid(value)}</span>;

/** A product's or customer's name in a table, linking to its back-office page. */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="keyboard-focus rounded font-medium text-ink underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** A range the API refused (400): its sentence, and where to change it. Retrying would not help. */
export function RangeProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-[28px] border border-danger/25 bg-danger-soft px-6 py-10 text-center">
      <p className="heading-display text-2xl sm:text-[28px]">{message}</p>
      <p className="mt-2 text-sm text-ink-soft">Change the range or the grouping above.</p>
    </div>
  );
}

interface ReportSource {
  /** The export's report (GET /admin/reports/{report}/export?table=). */
  report: ReportName;
  range: ReportRangeQuery;
}

const ReportSourceContext = createContext<ReportSource | null>(null);

function useReportSource(): ReportSource {
  const source = useContext(ReportSourceContext);
  if (!source) throw new Error('A report table renders inside its ReportState, which names the report and range.');
  return source;
}

interface ReportStateProps<T> extends ReportSource {
  query: UseQueryResult<T>;
  /** The report while loading (undefined) and once loaded. */
  children: (data: T | undefined) => ReactNode;
}

/** Shows the report, or why it cannot be shown. */
export function ReportState<T>({ query, report, range, children }: ReportStateProps<T>) {
  if (query.error && !query.isFetching) {
    const message = apiErrorMessage(query.error, 'Failed to fetch report');
    // The field's own sentence reads better here than the envelope's "from: …" form of it.
    if (responseStatus(query.error) === 400) return <RangeProblem message={serverFieldErrors(query.error)[0]?.message ?? message} />;
    if (!query.data || query.isPlaceholderData) return <LoadError message={message} onRetry={() => void query.refetch()} />;
  }
  return (
    <ReportSourceContext.Provider value={{ report, range }}>
      <div className={`flex flex-col gap-8 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>{children(query.data)}</div>
    </ReportSourceContext.Provider>
  );
}

export interface Figure {
  label: string;
  value: string;
  detail?: string;
  /** The figure and the same figure over the range before, as numbers (pence, counts). */
  change?: { current: number; previous: number };
}

/** A figure's change, picked by name from the report's totals and the same totals before. */
export const changes =
  <T extends Record<string, number>>(current: T, previous: T) =>
  (key: keyof T & string): Figure['change'] => ({ current: current[key]!, previous: previous[key]! });

interface FigureCardsProps {
  figures: readonly Figure[] | undefined;
  count: number;
  /** The report's range: the changes are set against as many days before it. */
  range?: { from: string; to: string };
}

/**
 * The report's headline figures as the dashboard's cards, the first in the brand's colour, each
 * with its move against the range before (decision 0228). A range that ends today is compared
 * with whole days before it, so the note says today is still counting.
 */
export function FigureCards({ figures, count, range }: FigureCardsProps) {
  const against = range ? againstPrevious(range) : '';
  const columns = count > 4 ? 'sm:grid-cols-2 lg:grid-cols-3' : count === 4 ? 'sm:grid-cols-2 xl:grid-cols-4' : 'sm:grid-cols-3';
  return (
    <div role="group" aria-label="Totals" className={`grid grid-cols-1 gap-4 ${columns}`}>
      {figures
        ? figures.map((figure, index) => (
            <KpiCard
              key={figure.label}
              tone={index === 0 ? 'feature' : 'plain'}
              label={figure.label}
              value={figure.value}
              detail={figure.detail}
              comparison={figure.change && range ? { ...figure.change, against } : undefined}
            />
          ))
        : Array.from({ length: count }, (_, index) => <BlockSkeleton key={index} className="h-[150px]" label="Loading figures" />)}
      {figures && range?.to === utcToday() ? (
        <p className="col-span-full -mt-1 text-[13px] text-ink-muted">Today is not over, so its figures are still growing against {against}.</p>
      ) : null}
    </div>
  );
}

/** A chart in a panel: a placeholder of its size until the report and the chart library are in. */
export function ChartPanel({ title, height = 280, children, className = '' }: { title: string; height?: number; children: ReactNode; className?: string }) {
  const sized = (
    <div style={{ height }}>
      <BlockSkeleton className="h-full w-full" label="Loading chart" />
    </div>
  );
  return (
    <Panel title={title} className={`min-w-0 ${className}`}>
      {children ? <Suspense fallback={sized}>{children}</Suspense> : sized}
    </Panel>
  );
}

interface ReportTableProps<Row> {
  title: string;
  /** The export's table (GET /admin/reports/{report}/export?table=). */
  table: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  empty?: string;
  /** A line under the table (what a figure means). */
  note?: ReactNode;
  className?: string;
}

export function ReportTable<Row>({ title, table, columns, rows, rowKey, empty = NO_SALES, note, className = '' }: ReportTableProps<Row>) {
  const { report, range } = useReportSource();
  return (
    // min-w-0: in a grid a table must scroll inside its card, not widen the column (and the page).
    <section aria-label={title} className={`min-w-0 ${className}`}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="font-serif text-[24px] font-medium leading-tight text-ink">{title}</h2>
        <ExportButton
          path={`/admin/reports/${report}/export`}
          params={{ ...range, table }}
          what={title}
          failure="Failed to export report"
          fallbackName={`verdant-${report}-${table}-${range.from}-to-${range.to}.csv`}
          compact
        />
      </div>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        isLoading={!rows}
        error={null}
        errorFallback="Failed to fetch report"
        onRetry={() => undefined}
        empty={{ title: empty }}
        skeletonRows={5}
      />
      {note ? <p className="mt-3 text-[13px] leading-relaxed text-ink-muted">{note}</p> : null}
    </section>
  );
}
