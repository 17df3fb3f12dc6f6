import { capitalCopy } from '@/copy';
import type { ChartData } from '@/components/ui/chart/money-chart';
import { monthLabel, monthsIn, type Month } from '@/lib/month-period';
import type { CapitalSummary, SummaryQuery } from '../api/capital-schemas';

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
export function monthsOf(summary: CapitalSummary, range: SummaryQuery) {
  const answered = new Map(summary.months.map((month) => [month.month, month]));
  let balance = 0;
  return monthsIn(range).map((month): MonthFigures => {
    const row = answered.get(month) ?? { month, income: 0, expense: 0, balance };
    balance = row.balance;
    return row;
  });
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
