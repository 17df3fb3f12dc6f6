/** A list's day filter: both days (YYYY-MM-DD, included) or none. */
export type DayRange = readonly [string, string];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (raw: string | null): string | null =>
  raw !== null && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : null;

/** Two days from the URL, or none when malformed, half given or reversed. */
export function readDayRange(
  searchParams: URLSearchParams,
  names: { start: string; end: string } = { start: 'start', end: 'end' },
): DayRange | null {
  const start = dayOf(searchParams.get(names.start));
  const end = dayOf(searchParams.get(names.end));
  return start !== null && end !== null && start <= end ? [start, end] : null;
}
