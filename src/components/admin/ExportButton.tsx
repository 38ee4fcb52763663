/**
 * A back-office "Export CSV" button: fetches the file (csv-download.ts), hands it to the browser as
 * a download, and says so in a toast, or says why not (the server's sentence, or the fallback).
 * Disabled and "Exporting…" while the file is being written. Used by the reports' tables and by
 * every list, in its page header beside the page's own action (Add product), whose export takes
 * the list's current search, filters and sort.
 */
import { downloadCsv } from './csv-download';
import { saveFile } from './save-file';
import { useAdminAction } from './use-admin-action';

interface ExportButtonProps {
  /** The export's address under /api/v1, e.g. /admin/orders/export. */
  path: string;
  /** Its query: the list's search, filters and sort, or a report's range. */
  params?: object;
  /**
   * What is exported, added to the accessible name after the visible text, which the name must
   * begin with (WCAG 2.5.3 "label in name": a voice user says what they see): "Export CSV of
   * products", "Export orders as CSV".
   */
  what: string;
  /** The button's text. */
  label?: string;
  /** The toast when the server gives no sentence. */
  failure: string;
  /** The file's name if the server gives none. */
  fallbackName: string;
  /** The small size of a panel's or table's corner (a report's table); otherwise a page header's. */
  compact?: boolean;
}

export function ExportButton({ path, params = {}, what, label = 'Export CSV', failure, fallbackName, compact = false }: ExportButtonProps) {
  const exporting = useAdminAction({
    action: () => downloadCsv(path, params, fallbackName),
    failure,
    onDone: ({ file, fileName }) => saveFile(file, fileName),
  });
  return (
    <button
      type="button"
      className={compact ? 'btn-secondary h-9 shrink-0 px-4 text-[13px]' : 'btn-secondary shrink-0'}
      disabled={exporting.isPending}
      aria-busy={exporting.isPending || undefined}
      onClick={() => exporting.mutate()}
    >
      {exporting.isPending ? 'Exporting…' : label}
      {/* The space outside the hidden words, so every name computation keeps it. */}{' '}
      <span className="sr-only">{hiddenPart(label, what)}</span>
    </button>
  );
}

/** The words of the name that are not on the button: what it exports, and "as CSV" unless the text says CSV. */
function hiddenPart(label: string, what: string): string {
  if (/\bCSV\b/.test(label)) return `of ${what}`;
  return label.toLowerCase().endsWith(what.toLowerCase()) ? 'as CSV' : `of ${what} as CSV`;
}

/** A list's query without its page: an export holds every page. */
export function exportParams<Q extends { page?: unknown; limit?: unknown }>(query: Q): Omit<Q, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...rest } = query;
  return rest;
}
