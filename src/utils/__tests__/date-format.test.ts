import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayOf, dayOfTime, MINUTE_FORMAT, monthOf, timeOf } from '../date-format';

describe('the one way of writing days and times', () => {
  it('writes a day, a month and a time in local time, as the API writes them', () => {
    const moment = new Date(2024, 0, 5, 9, 3, 7);
    expect(dayOf(moment)).toBe('2024-01-05');
    expect(dayOf(dayjs(moment))).toBe('2024-01-05');
    expect(monthOf(moment)).toBe('2024-01');
    expect(timeOf(moment)).toBe('2024-01-05 09:03:07');
    expect(timeOf(moment.toISOString())).toBe('2024-01-05 09:03:07');
  });

  it('takes a late hour as the same local day', () => {
    expect(dayOf(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31');
  });

  it('reads the day of a time the server wrote, and nothing of none', () => {
    expect(dayOfTime('2017-11-11 08:00:00')).toBe('2017-11-11');
    expect(dayOfTime('2017-11-11')).toBe('2017-11-11');
    expect(dayOfTime('')).toBe('');
  });

  it('writes a service time to the minute', () => {
    expect(dayjs(new Date(2024, 5, 1, 10, 30, 45)).format(MINUTE_FORMAT)).toBe('2024-06-01 10:30');
  });
});
