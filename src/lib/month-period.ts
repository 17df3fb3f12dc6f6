import { periodCopy } from '@/copy';

/** YYYY-MM */
export type Month = string;

/** The months a figures call is asked for, both included. */
export interface MonthRange {
  startMonth: Month;
  endMonth: Month;
}

/** 近6个月, 近12个月, 今年, or a past calendar year ('2024'): ?period= in the URL. */
export type MonthPeriod = '6m' | '12m' | 'ytd' | `${number}`;

export const DEFAULT_PERIOD: MonthPeriod = '12m';
const ROLLING = { '6m': 6, '12m': 12 } as const;
/** How far back the past years offered go. */
const MAX_YEARS_BACK = 10;

const monthIndex = (month: Month) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number): Month =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
const currentMonth = (today: Date): Month => monthAt(today.getFullYear() * 12 + today.getMonth());

const isPastYear = (value: string, today: Date) => {
  const year = Number(value);
  return (
    /^\d{4}$/.test(value) &&
    year < today.getFullYear() &&
    year >= today.getFullYear() - MAX_YEARS_BACK
  );
};

/** The period in the URL; anything else (a future or far year, a typo) is the default. */
export function readPeriod(raw: string | null, today: Date): MonthPeriod {
  if (raw === '6m' || raw === '12m' || raw === 'ytd') return raw;
  return raw !== null && isPastYear(raw, today) ? (raw as MonthPeriod) : DEFAULT_PERIOD;
}

/** The months a period covers, both included, as the figures are asked for. */
export function periodRange(period: MonthPeriod, today: Date): MonthRange {
  const end = currentMonth(today);
  if (period === '6m' || period === '12m') {
    return { startMonth: monthAt(monthIndex(end) - ROLLING[period] + 1), endMonth: end };
  }
  if (period === 'ytd') return { startMonth: `${today.getFullYear()}-01`, endMonth: end };
  return { startMonth: `${period}-01`, endMonth: `${period}-12` };
}

export const periodLabel = (period: MonthPeriod): string =>
  period === '6m' || period === '12m' || period === 'ytd'
    ? periodCopy.periods[period]
    : periodCopy.year(Number(period));

/**
 * The periods offered: the rolling ones, this year, and each past year back to the first month
 * with figures (and the one in the URL, should it be older).
 */
export function periodOptions(
  firstMonth: Month | null,
  today: Date,
  current: MonthPeriod,
): MonthPeriod[] {
  const thisYear = today.getFullYear();
  const firstYear = Math.max(
    Math.min(
      firstMonth ? Number(firstMonth.slice(0, 4)) : thisYear,
      /^\d{4}$/.test(current) ? Number(current) : thisYear,
    ),
    thisYear - MAX_YEARS_BACK,
  );
  const years = Array.from(
    { length: Math.max(thisYear - firstYear, 0) },
    (_, index) => String(thisYear - 1 - index) as MonthPeriod,
  );
  return ['6m', '12m', 'ytd', ...years];
}

/** 2024-03 -> 2024年3月 */
export const monthLabel = (month: Month): string =>
  periodCopy.month(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/** Every month of a range, in order. */
export function monthsIn({ startMonth, endMonth }: MonthRange): Month[] {
  const months: Month[] = [];
  for (let index = monthIndex(startMonth); index <= monthIndex(endMonth); index += 1) {
    months.push(monthAt(index));
  }
  return months;
}

/** The first and last day of a range's months, for the detail lists' date filter. */
export function periodDays({ startMonth, endMonth }: MonthRange): [string, string] {
  const end = monthIndex(endMonth) + 1;
  const lastDay = new Date(Date.UTC(Math.floor(end / 12), end % 12, 0)).getUTCDate();
  return [`${startMonth}-01`, `${endMonth}-${String(lastDay).padStart(2, '0')}`];
}
