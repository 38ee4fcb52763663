/**
 * What the reports screen shows, read from its address (?report=&from=&to=&groupBy=, decision
 * 0140): which report, the range of UTC days and the grouping. No range in the address is the last
 * 30 days, as the API reads it. The presets are ranges ending today; a range that matches one shows
 * it as chosen. Grouping by day is not offered past the API's 366 days: such a range is shown by
 * week, so the screen never asks for what the API would refuse.
 */
import { DAY_GROUPING_DAYS_MAX, daysBetween, REPORT_DAYS_DEFAULT, REPORT_GROUPINGS, REPORT_NAMES, type ReportGrouping, type ReportName } from '../../contracts/admin-reports';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const REPORT_PARAMS = {
  report: { values: REPORT_NAMES, default: 'sales' },
  from: { pattern: DAY },
  to: { pattern: DAY },
  groupBy: { values: REPORT_GROUPINGS },
};

export const REPORT_LABELS: Record<ReportName, string> = { sales: 'Sales', customers: 'Customers', products: 'Products' };
export const GROUPING_LABELS: Record<ReportGrouping, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Today as a UTC day, the reports' calendar (decision 0116). */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Preset {
  id: string;
  label: string;
  from: (today: string) => string;
  /** The grouping that reads best for the range: a bar a day up to a month, then weeks, then months. */
  groupBy: ReportGrouping;
}

export const REPORT_PRESETS: readonly Preset[] = [
  { id: '7d', label: 'Last 7 days', from: (today) => addDays(today, -6), groupBy: 'day' },
  { id: '30d', label: 'Last 30 days', from: (today) => addDays(today, -(REPORT_DAYS_DEFAULT - 1)), groupBy: 'day' },
  { id: '90d', label: 'Last 90 days', from: (today) => addDays(today, -89), groupBy: 'week' },
  { id: 'year', label: 'This year', from: (today) => `${today.slice(0, 4)}-01-01`, groupBy: 'month' },
  { id: '12m', label: 'Last 12 months', from: (today) => addDays(today, -364), groupBy: 'month' },
];

export const dayGroupingAllowed = (from: string, to: string) => from > to || daysBetween(from, to) <= DAY_GROUPING_DAYS_MAX;

export interface ReportView {
  report: ReportName;
  from: string;
  to: string;
  groupBy: ReportGrouping;
  /** The preset the range matches, if any. */
  preset: string | undefined;
  /** A back-to-front range is explained on the screen and not asked for. */
  backwards: boolean;
}

export function reportView(params: { report?: string; from?: string; to?: string; groupBy?: string }, today: string): ReportView {
  const to = params.to ?? today;
  const from = params.from ?? addDays(to, -(REPORT_DAYS_DEFAULT - 1));
  const asked = (params.groupBy ?? 'day') as ReportGrouping;
  const groupBy = asked === 'day' && !dayGroupingAllowed(from, to) ? 'week' : asked;
  const preset = to === today ? REPORT_PRESETS.find((one) => one.from(today) === from)?.id : undefined;
  return { report: (params.report ?? 'sales') as ReportName, from, to, groupBy, preset, backwards: from > to };
}
