import { monthOf } from '@/utils/date-format';
import { changeFromLastMonth, previousMonth } from '../month-change';

describe('months and their change', () => {
  it('reads months and the month before', () => {
    expect(monthOf(new Date(2026, 0, 31))).toBe('2026-01');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2024-10')).toBe('2024-09');
  });

  it('says how a figure changed from last month', () => {
    expect(changeFromLastMonth(1125, 1000)).toBe('较上月增长 12.5%');
    expect(changeFromLastMonth(970, 1000)).toBe('较上月下降 3.0%');
    expect(changeFromLastMonth(5, 5)).toBe('与上月持平');
    expect(changeFromLastMonth(5, 0)).toBe('上月为 0');
  });
});
