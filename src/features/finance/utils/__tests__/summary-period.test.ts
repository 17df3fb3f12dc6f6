import { describe, expect, it } from 'vitest';
import type { CapitalSummary } from '../../api/capital-schemas';
import { balanceTrendChart, incomeExpenseChart, monthsOf } from '../summary-period';

describe('summary months: the answer -> the chart and its table', () => {
  const summary: CapitalSummary = {
    income: 300,
    expense: 50,
    net: 250,
    firstMonth: '2025-12',
    months: [
      { month: '2025-12', income: 100, expense: 0, balance: 100 },
      // 2026-01 left out of the answer
      { month: '2026-02', income: 200, expense: 50, balance: 250 },
    ],
  };
  const range = { startMonth: '2025-11', endMonth: '2026-02' };

  it('fills every month of the range; a month left out keeps the balance before it', () => {
    expect(monthsOf(summary, range)).toEqual([
      { month: '2025-11', income: 0, expense: 0, balance: 0 },
      { month: '2025-12', income: 100, expense: 0, balance: 100 },
      { month: '2026-01', income: 0, expense: 0, balance: 100 },
      { month: '2026-02', income: 200, expense: 50, balance: 250 },
    ]);
  });

  it('labels the months in Chinese and carries the same fen in both charts', () => {
    const months = monthsOf(summary, range);
    expect(incomeExpenseChart(months)).toEqual({
      categories: ['2025年11月', '2025年12月', '2026年1月', '2026年2月'],
      series: [
        { name: '收入', kind: 'bar', values: [0, 100, 0, 200] },
        { name: '支出', kind: 'bar', values: [0, 0, 0, 50] },
      ],
    });
    expect(balanceTrendChart(months).series).toEqual([
      { name: '月末余额', kind: 'line', values: [0, 100, 100, 250] },
    ]);
  });
});
