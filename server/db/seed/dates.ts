/** Dates for the seed's back-dated history. */

export function daysBefore(now: Date, days: number, hourOffset = 0): Date {
  return new Date(now.getTime() - days * 86_400_000 - hourOffset * 3_600_000);
}

/** YYYY-MM-DD in UTC, the shape of a `date` column. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
