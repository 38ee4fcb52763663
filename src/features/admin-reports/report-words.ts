/**
 * How the reports write their periods, categories, countries and counts. A bucket is named by the
 * UTC day it starts on (decision 0116): "24 Nov 2026", "Week of 23 Nov 2026", "November 2026"; the
 * charts use the short forms ("24 Nov", "Nov").
 */
import { daysBetween, type ReportGrouping } from '../../contracts/admin-reports';
import { countryName } from '../../components/AddressLines';

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
const DAY = format({ day: 'numeric', month: 'short', year: 'numeric' });
const SHORT_DAY = format({ day: 'numeric', month: 'short' });
const MONTH = format({ month: 'long', year: 'numeric' });
const SHORT_MONTH = format({ month: 'short', year: '2-digit' });
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

export function periodLabel(period: string, groupBy: ReportGrouping): string {
  const date = dateOf(period);
  if (groupBy === 'month') return MONTH.format(date);
  return groupBy === 'week' ? `Week of ${DAY.format(date)}` : DAY.format(date);
}

export function shortPeriodLabel(period: string, groupBy: ReportGrouping): string {
  return groupBy === 'month' ? SHORT_MONTH.format(dateOf(period)) : SHORT_DAY.format(dateOf(period));
}

/** "24 Oct 2026 – 22 Nov 2026" */
export const rangeLabel = (from: string, to: string) => `${DAY.format(dateOf(from))} – ${DAY.format(dateOf(to))}`;

/** What a report's figures are set against: "the 30 days before", "the day before". */
export function againstPrevious(range: { from: string; to: string }): string {
  const days = daysBetween(range.from, range.to);
  return days === 1 ? 'the day before' : `the ${count(days)} days before`;
}

/** The API's category ("face", or "deleted products" for lines whose product is gone), capitalised. */
export const categoryName = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

export { countryName };

export const count = (n: number) => n.toLocaleString('en-US');
export const counted = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** Units sold over the average stock, to two places ("1.25×"); none once the product is deleted. */
export const turnoverLabel = (turnover: number | null) => (turnover === null ? '—' : `${turnover.toFixed(2)}×`);
