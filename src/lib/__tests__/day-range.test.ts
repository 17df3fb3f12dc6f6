import { describe, expect, it } from 'vitest';
import { readDayRange } from '../day-range';

const read = (query: string, names?: { start: string; end: string }) =>
  readDayRange(new URLSearchParams(query), names);

describe('readDayRange', () => {
  it('reads both days, under the default or the given names', () => {
    expect(read('start=2024-06-01&end=2024-06-30')).toEqual(['2024-06-01', '2024-06-30']);
    expect(read('from=2024-06-01&to=2024-06-01', { start: 'from', end: 'to' })).toEqual([
      '2024-06-01',
      '2024-06-01',
    ]);
  });

  it('is no filter when a day is missing, malformed, not a real day or the range is reversed', () => {
    expect(read('start=2024-06-01')).toBeNull();
    expect(read('start=2024-6-1&end=2024-06-30')).toBeNull();
    expect(read('start=2024-13-01&end=2024-13-30')).toBeNull();
    expect(read('start=2024-06-30&end=2024-06-01')).toBeNull();
  });
});
