/**
 * A report's time frame, shared by the three reports: the range as instants for SQL (whole UTC
 * days, the end exclusive), the bucket an instant falls in (as SQL), and every bucket of the range
 * (so empty weeks are listed as 0 rather than missing from a chart).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ReportGrouping, ReportRange } from '#contracts/admin-reports';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `from` at 00:00 UTC and the midnight after `to`, as timestamptz parameters. */
export function rangeBounds(range: ReportRange): { start: SQL; end: SQL } {
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS).toISOString();
  return { start: sql`${`${range.from}T00:00:00Z`}::timestamptz`, end: sql`${end}::timestamptz` };
}

/** `from` and `to` as SQL dates, both included: the range over the daily summaries (sales_days, product_sales_days). */
export function rangeDays(range: ReportRange): { first: SQL; last: SQL } {
  return { first: sql`${range.from}::date`, last: sql`${range.to}::date` };
}

/** The day (YYYY-MM-DD) the bucket holding `day` (a date or a UTC timestamp) starts on; weeks start on Monday (ISO). */
export function bucketOfDay(day: SQL, groupBy: ReportGrouping): SQL<string> {
  // groupBy is one of the contract's three words, never the caller's text.
  return sql<string>`to_char(date_trunc(${sql.raw(`'${groupBy}'`)}, (${day})::timestamp), 'YYYY-MM-DD')`;
}

function bucketStart(day: Date, groupBy: ReportGrouping): Date {
  if (groupBy === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  if (groupBy === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return day;
}

function nextBucket(start: Date, groupBy: ReportGrouping): Date {
  if (groupBy === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (groupBy === 'week' ? 7 : 1) * DAY_MS);
}

/** Every bucket the range touches, oldest first, named by its first day. */
export function bucketsOf(range: ReportRange): string[] {
  const last = new Date(`${range.to}T00:00:00Z`);
  const buckets: string[] = [];
  for (let start = bucketStart(new Date(`${range.from}T00:00:00Z`), range.groupBy); start <= last; start = nextBucket(start, range.groupBy)) {
    buckets.push(start.toISOString().slice(0, 10));
  }
  return buckets;
}

/** For each day of the range, `from` first, the index of its bucket in bucketsOf(range). */
export function bucketIndexOfDays(range: ReportRange): number[] {
  const first = Date.parse(`${range.from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${range.to}T00:00:00Z`) - first) / DAY_MS) + 1;
  const starts = bucketsOf(range).map((period) => Date.parse(`${period}T00:00:00Z`));
  const indexes: number[] = [];
  let bucket = 0;
  for (let day = 0; day < days; day++) {
    while (bucket + 1 < starts.length && starts[bucket + 1]! <= first + day * DAY_MS) bucket += 1;
    indexes.push(bucket);
  }
  return indexes;
}

/** Rows keyed by bucket, spread over every bucket of the range with `empty` where none. */
export function fillBuckets<T extends { period: string }>(range: ReportRange, rows: readonly T[], empty: Omit<T, 'period'>): T[] {
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return bucketsOf(range).map((period) => byPeriod.get(period) ?? ({ ...empty, period } as T));
}

/** Whole pence, rounded half up; 0 when nothing was sold. */
export const average = (total: number, count: number) => (count === 0 ? 0 : Math.round(total / count));
