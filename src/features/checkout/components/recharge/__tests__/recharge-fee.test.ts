import { describe, expect, it } from 'vitest';
import { feePercentLabel, rechargeFee } from '../recharge-fee';

describe('rechargeFee (payable = amount + amount x ratio / 1000, in fen)', () => {
  it.each([
    // amount fen, ratio, fee fen, payable fen
    [0, 6, 0, 0],
    [1, 6, 0, 1],
    [83, 6, 0, 83],
    [84, 6, 1, 85],
    [100, 6, 1, 101],
    [10_000, 6, 60, 10_060],
    [12_345, 6, 74, 12_419],
    [5_000_000, 6, 30_000, 5_030_000],
    [1_000_000_000_000, 6, 6_000_000_000, 1_006_000_000_000],
    [10_000, 0, 0, 10_000],
    [10_000, 15, 150, 10_150],
  ])('%i fen at %i per mille: fee %i, payable %i', (amount, ratio, fee, payable) => {
    expect(rechargeFee(amount, ratio)).toEqual({ feeFen: fee, payableFen: payable });
  });

  it('stays exact where floating point would not (0.29 yuan-style values)', () => {
    // 29 * 6 / 1000 = 0.174 -> 0; 2_900_005 * 6 / 1000 = 17_400.03 -> 17_400
    expect(rechargeFee(29, 6).payableFen).toBe(29);
    expect(rechargeFee(2_900_005, 6)).toEqual({ feeFen: 17_400, payableFen: 2_917_405 });
  });

  it('refuses amounts that are not whole fen', () => {
    expect(() => rechargeFee(10.5, 6)).toThrow(RangeError);
  });

  it('shows the stored ratio divided by 10 as the percentage', () => {
    expect(feePercentLabel(6)).toBe('0.6');
    expect(feePercentLabel(15)).toBe('1.5');
    expect(feePercentLabel(0)).toBe('0');
  });
});
