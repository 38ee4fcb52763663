/**
 * Each report set against the range before it: the same number of days, ending the day before
 * `from` (docs/decisions/0228-comparison-with-the-previous-period.md). The earlier range is asked
 * for by month and with one best seller, since only its totals are kept, which no grouping changes.
 */
import { previousRange, type ReportRange } from '#contracts/admin-reports';

export interface Previous<T> {
  from: string;
  to: string;
  totals: T;
}

export async function withPrevious<R, T>(
  range: ReportRange,
  build: (range: ReportRange) => Promise<R>,
  totalsOf: (report: R) => T,
): Promise<R & { previous: Previous<T> }> {
  const before = { ...previousRange(range), limit: 1 };
  const [report, earlier] = await Promise.all([build(range), build(before)]);
  return { ...report, previous: { from: before.from, to: before.to, totals: totalsOf(earlier) } };
}
