import { describe, expect, it } from 'vitest';
import { dayRangeQuery, parseDayRange } from '../day-range';

describe('parseDayRange', () => {
  it('reads both days, the same day twice included', () => {
    expect(parseDayRange('2024-06-01', '2024-06-30')).toEqual(['2024-06-01', '2024-06-30']);
    expect(parseDayRange('2024-06-01', '2024-06-01')).toEqual(['2024-06-01', '2024-06-01']);
  });

  it('is no filter when a day is missing, malformed, not a real day or the range is reversed', () => {
    expect(parseDayRange('2024-06-01', null)).toBeNull();
    expect(parseDayRange('2024-6-1', '2024-06-30')).toBeNull();
    expect(parseDayRange('2024-13-01', '2024-13-30')).toBeNull();
    expect(parseDayRange('2024-06-30', '2024-06-01')).toBeNull();
  });
});

describe('dayRangeQuery', () => {
  it('sends both days of a range, nothing without one', () => {
    expect(dayRangeQuery(['2024-03-01', '2024-03-31'])).toEqual({
      startTime: '2024-03-01',
      endTime: '2024-03-31',
    });
    expect(dayRangeQuery(null)).toEqual({});
  });
});
