import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankLast4, formatBankTail, groupBankNumber } from '../bank';

describe('bankLast4 and formatBankTail', () => {
  it('takes the last four digits, ignoring separators', () => {
    expect(bankLast4('6222 0212 3456 6789')).toBe('6789');
    expect(bankLast4('6222-0212-345-67-89 ')).toBe('6789');
    expect(bankLast4('12')).toBe('12');
    expect(formatBankTail('6222021234566789')).toBe('尾号 6789');
  });

  it('always returns the tail of the digits only', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const digits = input.replace(/\D/g, '');
        expect(bankLast4(input)).toBe(digits.slice(-4));
        expect(formatBankTail(input)).toBe(`尾号 ${digits.slice(-4)}`);
      }),
    );
  });
});

describe('groupBankNumber', () => {
  it.each([
    ['', ''],
    ['6222', '6222'],
    ['62220', '6222 0'],
    ['6222021234567890123', '6222 0212 3456 7890 123'],
    ['6222 0212-3456a7890 ', '6222 0212 3456 7890'],
    ['  62 22  02 ', '6222 02'],
  ])('groups %j as %j', (input, expected) => {
    expect(groupBankNumber(input)).toBe(expected);
  });

  it('outputs only digits in groups of four, single-spaced, keeping every digit in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -ab\t') }), (input) => {
        const grouped = groupBankNumber(input);
        expect(grouped).toMatch(/^(\d{4}( \d{4})*( \d{1,3})?|\d{1,3})?$/);
        expect(grouped.replace(/ /g, '')).toBe(input.replace(/\D/g, ''));
      }),
    );
  });

  it('is idempotent, so it can run on every keystroke', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = groupBankNumber(input);
        expect(groupBankNumber(once)).toBe(once);
      }),
    );
  });
});
