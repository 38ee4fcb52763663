/**
 * CSV for the back office's exports (RFC 4180): every cell quoted when it holds a comma, quote,
 * CR or LF, quotes doubled, lines ended with CRLF. Spreadsheet formula injection is defused: a
 * text cell starting with = + - @ (or a tab or CR, which some spreadsheets skip before reading a
 * formula) gets a leading apostrophe, so a customer named "=HYPERLINK(...)" stays text. Numbers
 * are written as numbers, so a refund of -500 is not mistaken for a formula.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, in the columns' order. */
export function toCsv<T>(columns: ReadonlyArray<{ header: string; value: (row: T) => CsvCell }>, rows: readonly T[]): string {
  const lines = [columns.map((column) => csvCell(column.header)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
