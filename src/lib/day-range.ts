/** A list's day filter: both days (YYYY-MM-DD, included) or none. */
export type DayRange = readonly [string, string];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (raw: string | null): string | null =>
  raw !== null && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : null;

/** Two days, or none when malformed, half given or reversed. */
export function parseDayRange(rawStart: string | null, rawEnd: string | null): DayRange | null {
  const start = dayOf(rawStart);
  const end = dayOf(rawEnd);
  return start !== null && end !== null && start <= end ? [start, end] : null;
}

/** The startTime and endTime a list query sends for a range; nothing without one. */
export const dayRangeQuery = (range: DayRange | null): { startTime?: string; endTime?: string } =>
  range ? { startTime: range[0], endTime: range[1] } : {};
