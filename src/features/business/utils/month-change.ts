import { businessCopy } from '@/copy';

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
}

/** 较上月增长 12.5%, 较上月下降 3.0%, 与上月持平, or 上月为 0 when there is nothing to compare. */
export function changeFromLastMonth(current: number, last: number): string {
  if (current === last) return businessCopy.flat;
  if (last === 0) return businessCopy.newThisMonth;
  const percent = `${((Math.abs(current - last) / Math.abs(last)) * 100).toFixed(1)}%`;
  return current > last ? businessCopy.up(percent) : businessCopy.down(percent);
}
