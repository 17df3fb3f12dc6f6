import { commonError } from './errors/common';

/** YYYY-MM. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A YYYY-MM month as a count of months, to step through; a malformed one is refused. */
export function monthIndex(month: string): number {
  const match = MONTH.exec(month);
  if (!match) throw commonError('missingParameter');
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

export const monthAt = (index: number): string =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

export const previousMonth = (month: string): string => monthAt(monthIndex(month) - 1);

/** Ten years of months at most in one call of figures. */
const MAX_MONTHS = 120;

/**
 * The month indexes of the range a call of figures asks for, both included; a missing,
 * malformed or reversed range, or one longer than MAX_MONTHS, is refused.
 */
export function monthSpan(startMonth: string, endMonth: string): { start: number; end: number } {
  const start = monthIndex(startMonth);
  const end = monthIndex(endMonth);
  if (end < start || end - start >= MAX_MONTHS) throw commonError('missingParameter');
  return { start, end };
}
