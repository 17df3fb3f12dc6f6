import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fenToYuanString,
  formatFen,
  formatFenOrNone,
  formatFenShort,
  formatSignedFen,
  percentOfFen,
  yuanToFen,
} from '../money';

describe('formatSignedFen and formatFenOrNone', () => {
  it('puts + before money in and - before money out, nothing before nothing', () => {
    expect(formatSignedFen(123450)).toBe('+¥1,234.50');
    expect(formatSignedFen(-1230)).toBe('-¥12.30');
    expect(formatSignedFen(0)).toBe('¥0.00');
  });

  it('shows an amount the server did not give as a dash, never ¥0.00', () => {
    expect(formatFenOrNone(null)).toBe('—');
    expect(formatFenOrNone(0)).toBe('¥0.00');
    expect(formatFenOrNone(5)).toBe('¥0.05');
  });
});

describe('formatFen', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [29, '¥0.29'],
    [100, '¥1.00'],
    [123450, '¥1,234.50'],
    [100000000, '¥1,000,000.00'],
    [-1230, '-¥12.30'],
    [-5, '-¥0.05'],
    [5_000_000, '¥50,000.00'],
  ])('formats %d fen as %s', (fen, expected) => {
    expect(formatFen(fen)).toBe(expected);
  });

  it('rejects amounts that are not integer fen', () => {
    expect(() => formatFen(1.5)).toThrow(RangeError);
    expect(() => formatFen(Number.NaN)).toThrow(RangeError);
    expect(() => formatFen(2 ** 53)).toThrow(RangeError);
  });

  it('groups the yuan part in threes and always shows two decimals', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (fen) => {
        const text = formatFen(fen);
        expect(text).toMatch(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text.replace(/[¥,]/g, '')).toBe(fenToYuanString(fen));
        expect(formatFen(-fen)).toBe(fen === 0 ? '¥0.00' : `-${text}`);
      }),
    );
  });
});

describe('formatFenShort', () => {
  it.each([
    [0, '¥0.00'],
    [999_999, '¥9,999.99'],
    [1_000_000, '¥1万'],
    [123_456_789, '¥123.46万'],
    [-123_456_789, '-¥123.46万'],
    [9_999_999_999, '¥1亿'],
    [24_500_000_000, '¥2.45亿'],
  ])('shows %d fen as %s', (fen, expected) => {
    expect(formatFenShort(fen)).toBe(expected);
  });

  it('rejects amounts that are not integer fen', () => {
    expect(() => formatFenShort(1.5)).toThrow(RangeError);
  });
});

describe('fenToYuanString', () => {
  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [123450, '1234.50'],
    [-1230, '-12.30'],
  ])('converts %d fen to %s', (fen, expected) => {
    expect(fenToYuanString(fen)).toBe(expected);
  });

  it('rejects amounts that are not integer fen', () => {
    expect(() => fenToYuanString(0.1)).toThrow(RangeError);
  });
});

describe('yuanToFen', () => {
  it.each([
    ['0.29', 29],
    ['0.1', 10],
    ['1.10', 110],
    ['1234.5', 123450],
    ['  12.30 ', 1230],
    ['007', 700],
    ['-12.3', -1230],
    ['-0.00', 0],
    [0.29, 29],
    [19.99, 1999],
    [1000, 100000],
  ])('parses %j as %d fen', (input, expected) => {
    expect(yuanToFen(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1e3',
    '+1',
    '1.005',
    '.5',
    '1.',
    '1,000',
    '¥1',
    '1 2',
    '１２',
    '90071992547409.92',
  ])('rejects %j', (input) => {
    expect(yuanToFen(input)).toBeNull();
  });

  it('rejects numbers that are not finite or have more than two decimals', () => {
    expect(yuanToFen(Number.NaN)).toBeNull();
    expect(yuanToFen(Number.POSITIVE_INFINITY)).toBeNull();
    expect(yuanToFen(0.1 + 0.2)).toBeNull();
    expect(yuanToFen(1e21)).toBeNull();
  });

  it('accepts the largest safe amount and nothing above it', () => {
    expect(yuanToFen('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(yuanToFen('90071992547409.92')).toBeNull();
  });

  it('round-trips fenToYuanString for every amount up to 1e12 fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (fen) => {
        expect(yuanToFen(fenToYuanString(fen))).toBe(fen);
      }),
    );
  });

  it('round-trips negative and very large safe amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (fen) => {
          expect(yuanToFen(fenToYuanString(fen))).toBe(fen);
        },
      ),
    );
  });

  it('parses any yuan.cents string exactly', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e10 }), fc.nat({ max: 99 }), (yuan, cents) => {
        const padded = String(cents).padStart(2, '0');
        expect(yuanToFen(`${yuan}.${padded}`)).toBe(yuan * 100 + cents);
      }),
    );
  });
});

describe('percentOfFen', () => {
  it.each([
    // 0.6 % of ¥100.00
    [10000, 6, 60],
    // 0.6 % of ¥0.83 is 0.498 fen
    [83, 6, 0],
    // exactly half a fen rounds up
    [250, 2, 1],
    [249, 2, 0],
    [1000, 6, 6],
    [12345, 0, 0],
    [12345, 1000, 12345],
    [10000, 6.5, 65],
    [100, 6.5, 1],
    [-250, 2, -1],
  ])('%d fen at %d per thousand is %d fen', (fen, ratio, expected) => {
    expect(percentOfFen(fen, ratio)).toBe(expected);
  });

  it('agrees with exact rational rounding for integer ratios', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.nat({ max: 1000 }), (fen, ratio) => {
        const exact = (BigInt(fen) * BigInt(ratio) * 2n + 1000n) / 2000n;
        expect(percentOfFen(fen, ratio)).toBe(Number(exact));
      }),
    );
  });

  it('never differs from the float result by more than a fen and rounds .5 up', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.nat({ max: 100 }), (fen, ratio) => {
        const fee = percentOfFen(fen, ratio);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(Math.abs(fee - (fen * ratio) / 1000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('guards its inputs', () => {
    expect(() => percentOfFen(1.5, 6)).toThrow(RangeError);
    expect(() => percentOfFen(100, -1)).toThrow(RangeError);
    expect(() => percentOfFen(100, Number.NaN)).toThrow(RangeError);
    expect(() => percentOfFen(Number.MAX_SAFE_INTEGER, 2000)).toThrow(RangeError);
  });
});
