import { describe, expect, it } from 'vitest';
import type { CapitalSummary } from '../../api/capital-types';
import {
  balanceTrendChart,
  incomeExpenseChart,
  monthsOf,
  periodDays,
  periodLabel,
  periodOptions,
  periodRange,
  readPeriod,
} from '../summary-period';

const today = new Date(2026, 1, 10); // 10 February 2026

describe('summary periods: URL -> months asked for', () => {
  it('reads the rolling periods, this year and a past year; anything else is 近12个月', () => {
    expect(['6m', '12m', 'ytd', '2024'].map((raw) => readPeriod(raw, today))).toEqual([
      '6m',
      '12m',
      'ytd',
      '2024',
    ]);
    for (const raw of [null, '', '2026', '2027', '1999', '24', 'all']) {
      expect(readPeriod(raw, today)).toBe('12m');
    }
  });

  it('covers whole months, crossing the year', () => {
    expect(periodRange('6m', today)).toEqual({ startMonth: '2025-09', endMonth: '2026-02' });
    expect(periodRange('12m', today)).toEqual({ startMonth: '2025-03', endMonth: '2026-02' });
    expect(periodRange('ytd', today)).toEqual({ startMonth: '2026-01', endMonth: '2026-02' });
    expect(periodRange('2024', today)).toEqual({ startMonth: '2024-01', endMonth: '2024-12' });
    expect(periodDays(periodRange('ytd', today))).toEqual(['2026-01-01', '2026-02-28']);
    expect(periodDays({ startMonth: '2024-02', endMonth: '2024-02' })).toEqual([
      '2024-02-01',
      '2024-02-29',
    ]);
  });

  it('offers each past year back to the first statement line', () => {
    expect(periodOptions('2024-03', today, '12m')).toEqual(['6m', '12m', 'ytd', '2025', '2024']);
    expect(periodOptions(null, today, '12m')).toEqual(['6m', '12m', 'ytd']);
    expect(periodOptions(null, today, '2023')).toEqual([
      '6m',
      '12m',
      'ytd',
      '2025',
      '2024',
      '2023',
    ]);
    expect(periodOptions('2024-03', today, '2024').map(periodLabel)).toEqual([
      '近6个月',
      '近12个月',
      '今年',
      '2025年',
      '2024年',
    ]);
  });
});

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
