import { capitalCopy } from '@/copy';
import type { ChartData } from '@/components/ui/chart/money-chart';
import type { CapitalSummary, Month, SummaryQuery } from '../api/capital-types';

/** 近6个月, 近12个月, 今年, or a past calendar year ('2024'): ?period= in the URL. */
export type SummaryPeriod = '6m' | '12m' | 'ytd' | `${number}`;

export const DEFAULT_PERIOD: SummaryPeriod = '12m';
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
export function readPeriod(raw: string | null, today: Date): SummaryPeriod {
  if (raw === '6m' || raw === '12m' || raw === 'ytd') return raw;
  return raw !== null && isPastYear(raw, today) ? (raw as SummaryPeriod) : DEFAULT_PERIOD;
}

/** The months a period covers, both included, as the summary is asked for. */
export function periodRange(period: SummaryPeriod, today: Date): SummaryQuery {
  const end = currentMonth(today);
  if (period === '6m' || period === '12m') {
    return { startMonth: monthAt(monthIndex(end) - ROLLING[period] + 1), endMonth: end };
  }
  if (period === 'ytd') return { startMonth: `${today.getFullYear()}-01`, endMonth: end };
  return { startMonth: `${period}-01`, endMonth: `${period}-12` };
}

export const periodLabel = (period: SummaryPeriod): string =>
  period === '6m' || period === '12m' || period === 'ytd'
    ? capitalCopy.periods[period]
    : capitalCopy.yearPeriod(Number(period));

/**
 * The periods offered: the rolling ones, this year, and each past year back to the member's
 * first statement line (and the one in the URL, should it be older).
 */
export function periodOptions(
  firstMonth: Month | null,
  today: Date,
  current: SummaryPeriod,
): SummaryPeriod[] {
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
    (_, index) => String(thisYear - 1 - index) as SummaryPeriod,
  );
  return ['6m', '12m', 'ytd', ...years];
}

/** 2024-03 -> 2024年3月 */
export const monthLabel = (month: Month): string =>
  capitalCopy.monthLabel(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

export interface MonthFigures {
  month: Month;
  income: number;
  expense: number;
  balance: number;
}

/**
 * Every month of the range in order, from the answer's months: a month the answer left out
 * counts no money in or out and keeps the balance of the month before.
 */
export function monthsOf(summary: CapitalSummary, { startMonth, endMonth }: SummaryQuery) {
  const answered = new Map(summary.months.map((month) => [month.month, month]));
  const months: MonthFigures[] = [];
  let balance = 0;
  for (let index = monthIndex(startMonth); index <= monthIndex(endMonth); index += 1) {
    const month = monthAt(index);
    const row = answered.get(month) ?? { month, income: 0, expense: 0, balance };
    balance = row.balance;
    months.push(row);
  }
  return months;
}

/** Money in and out by month, for the summary's chart and its table. */
export const incomeExpenseChart = (months: readonly MonthFigures[]): ChartData => ({
  categories: months.map((month) => monthLabel(month.month)),
  series: [
    { name: capitalCopy.income, kind: 'bar', values: months.map((month) => month.income) },
    { name: capitalCopy.expense, kind: 'bar', values: months.map((month) => month.expense) },
  ],
});

/** The balance at the end of each month, for the balance trend. */
export const balanceTrendChart = (months: readonly MonthFigures[]): ChartData => ({
  categories: months.map((month) => monthLabel(month.month)),
  series: [
    { name: capitalCopy.trendSeries, kind: 'line', values: months.map((month) => month.balance) },
  ],
});

/** The first and last day of a period's months, for the detail lists' date filter. */
export function periodDays({ startMonth, endMonth }: SummaryQuery): [string, string] {
  const end = monthIndex(endMonth) + 1;
  const lastDay = new Date(Date.UTC(Math.floor(end / 12), end % 12, 0)).getUTCDate();
  return [`${startMonth}-01`, `${endMonth}-${String(lastDay).padStart(2, '0')}`];
}
