import { describe, expect, it } from 'vitest';
import { groupBankNumber } from '../bank';
import { parseQuantity, toHalfWidth } from '../half-width';

/** '12' -> '１２': the form a Chinese input method types. */
const fullWidth = (ascii: string) =>
  [...ascii].map((char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0)).join('');

describe('full-width input', () => {
  it('reads full-width digits as the digits a Chinese input method meant', () => {
    expect(toHalfWidth(fullWidth('13800000001'))).toBe('13800000001');
    expect(toHalfWidth('１２３．４５')).toBe('123.45');
    expect(groupBankNumber('６２２２　０２１２３４')).toBe('6222 0212 34');
    expect(parseQuantity('１２')).toBe(12);
    expect(parseQuantity('')).toBeNaN();
  });
});
