import { describe, expect, it } from 'vitest';
import {
  monthLabel,
  monthsIn,
  periodDays,
  periodLabel,
  periodOptions,
  periodRange,
  readPeriod,
} from '../month-period';

const today = new Date(2026, 1, 10); // 10 February 2026

describe('month periods: URL -> months asked for', () => {
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

  it('offers each past year back to the first month with figures', () => {
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

  it('lists the months of a range in order and names them in Chinese', () => {
    const months = monthsIn({ startMonth: '2025-11', endMonth: '2026-02' });
    expect(months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(months.map(monthLabel)).toEqual(['2025年11月', '2025年12月', '2026年1月', '2026年2月']);
    expect(monthsIn({ startMonth: '2026-02', endMonth: '2026-02' })).toEqual(['2026-02']);
  });
});
