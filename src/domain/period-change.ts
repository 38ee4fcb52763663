/**
 * How a figure moved against the period before it, for the dashboard's cards and the reports
 * (docs/decisions/0228-comparison-with-the-previous-period.md). One home, so every comparison
 * rounds and words alike: whole percentages, "up", "down" or "no change", and no percentage at all
 * when the previous period had nothing (a rise from zero is not a percentage).
 */
export type Direction = 'up' | 'down' | 'flat';

export interface PeriodChange {
  direction: Direction;
  /** Whole percent of the previous figure, never negative; null when the previous figure was 0. */
  percent: number | null;
}

export function periodChange(current: number, previous: number): PeriodChange {
  const direction: Direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  if (previous === 0) return { direction, percent: null };
  return { direction, percent: Math.round((Math.abs(current - previous) / previous) * 100) };
}

/** The change in words, e.g. "up 12% on the previous 7 days", "new this period", "no change on yesterday". */
export function describeChange(change: PeriodChange, against: string): string {
  if (change.direction === 'flat') return `no change on ${against}`;
  if (change.percent === null) return `up from nothing on ${against}`;
  return `${change.direction} ${change.percent}% on ${against}`;
}
