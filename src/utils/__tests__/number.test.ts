import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatCountExact } from '../number';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9999, '9999'],
    [10000, '1万'],
    [10049, '1万'],
    [10050, '1.01万'],
    [12860, '1.29万'],
    [15000, '1.5万'],
    [123456, '12.35万'],
    [92_320_350, '9232.04万'],
    [99_994_999, '9999.5万'],
    [99_999_949, '9999.99万'],
    [99_999_950, '1亿'],
    [99_999_999, '1亿'],
    [100_000_000, '1亿'],
    [245_000_000, '2.45亿'],
    [123_456_789_012, '1234.57亿'],
    [-12860, '-1.29万'],
  ])('formats %d as %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it('rejects values that are not finite', () => {
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
    expect(() => formatCount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('shows counts below 1e4 unchanged', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9999 }), (n) => {
        expect(formatCount(n)).toBe(String(n));
      }),
    );
  });

  it('shows 万 with at most two trimmed decimals and never reaches 10000万', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 99_999_999 }), (n) => {
        const text = formatCount(n);
        const wan = /^(\d+)(?:\.(\d{1,2}))?万$/.exec(text);
        if (wan) {
          expect(Number(wan[1])).toBeLessThan(10000);
          expect(wan[2] ?? '').not.toMatch(/0$/);
          const shown = Number(wan[1]) * 10000 + Number((wan[2] ?? '').padEnd(2, '0')) * 100;
          expect(Math.abs(shown - n)).toBeLessThanOrEqual(50);
        } else {
          expect(text).toBe('1亿');
          expect(n).toBeGreaterThanOrEqual(99_999_950);
        }
      }),
    );
  });

  it('shows 亿 at or over 1e8 with at most two trimmed decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000_000, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const match = /^(\d+)(?:\.(\d{1,2}))?亿$/.exec(formatCount(n));
        expect(match).not.toBeNull();
        expect(match?.[2] ?? '').not.toMatch(/0$/);
      }),
    );
  });

  it('never decreases as the count grows', () => {
    const value = (text: string) => {
      const match = /^([\d.]+)(万|亿)?$/.exec(text);
      const unit = match?.[2] === '亿' ? 1e8 : match?.[2] === '万' ? 1e4 : 1;
      return Number(match?.[1]) * unit;
    };
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.nat({ max: 1e6 }), (n, step) => {
        expect(value(formatCount(n + step))).toBeGreaterThanOrEqual(value(formatCount(n)));
      }),
    );
  });
});

describe('formatCountExact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12860, '12,860'],
    [245_000_000, '245,000,000'],
    [-1_234_567, '-1,234,567'],
    [1234.5, '1,234.5'],
  ])('groups %d as %s', (n, expected) => {
    expect(formatCountExact(n)).toBe(expected);
  });

  it('rejects values that are not finite', () => {
    expect(() => formatCountExact(Number.NaN)).toThrow(RangeError);
  });
});
