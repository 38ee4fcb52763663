/**
 * CSV for the back office's exports (RFC 4180): every cell quoted when it holds a comma, quote,
 * CR or LF, quotes doubled, lines ended with CRLF. Spreadsheet formula injection is defused: a
 * text cell starting with = + - @ (or a tab or CR, which some spreadsheets skip before reading a
 * formula) gets a leading apostrophe, so a customer named "=HYPERLINK(...)" stays text. Numbers
 * are written as numbers, so a refund of -500 is not mistaken for a formula; money as pounds with
 * two decimals (csvMoney), a number too; a moment as ISO 8601 in UTC (2026-11-26T09:30:00.000Z).
 *
 * One writer for the whole file at once (the reports' small tables, `toCsv`) and for a file
 * written as its rows arrive (the lists' exports, `csvLines`): both write a line with `csvLine`.
 */
export type CsvCell = string | number | null | Date | CsvMoney;

/**
 * An amount of money, kept in pence like every amount of the API and written as pounds with two
 * decimals (8619 is 86.19), so a spreadsheet reads the figure a person expects; the column's
 * header names the currency (docs/decisions/0161).
 */
export interface CsvMoney {
  pence: number;
}

export const csvMoney = (pence: number): CsvMoney => ({ pence });

/** Pence as pounds with two decimals, in integer arithmetic (no 0.1 + 0.2 surprises); also for money inside a text cell. */
export function poundsText(pence: number): string {
  const whole = Math.round(Math.abs(pence));
  const sign = pence < 0 && whole > 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return poundsText(value.pence);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvColumns<T> = ReadonlyArray<{ header: string; value: (row: T) => CsvCell }>;

/** One line of cells, with its CRLF. */
const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

const headerLine = <T>(columns: CsvColumns<T>) => csvLine(columns.map((column) => column.header));
const rowLines = <T>(columns: CsvColumns<T>, rows: readonly T[]) => rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');

/** A header line and one line per row, in the columns' order. */
export function toCsv<T>(columns: CsvColumns<T>, rows: readonly T[]): string {
  return headerLine(columns) + rowLines(columns, rows);
}

/**
 * The same file as text chunks, the header first and then one chunk per batch of rows as the
 * batches arrive: a caller streaming it holds one batch at a time, never the whole file.
 */
export async function* csvLines<T>(columns: CsvColumns<T>, batches: AsyncIterable<readonly T[]>): AsyncGenerator<string> {
  yield headerLine(columns);
  for await (const rows of batches) yield rowLines(columns, rows);
}
