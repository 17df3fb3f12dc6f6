import { describe, expect, it } from 'vitest';
import { withdrawalCopy } from '@/copy';
import { readWithdrawAmount } from '../withdraw-amount';

const AVAILABLE = 10_000; // ¥100.00

describe('readWithdrawAmount', () => {
  it.each([
    ['100', 10_000],
    ['0.01', 1],
    ['12.5', 1_250],
    ['  99.99 ', 9_999],
    ['５０．２', 5_020],
    ['.5', 50],
  ])('reads %j as %i fen', (typed, fen) => {
    expect(readWithdrawAmount(typed, AVAILABLE)).toEqual({ ok: true, fen });
  });

  it.each([
    ['', withdrawalCopy.amountRequired],
    ['   ', withdrawalCopy.amountRequired],
    ['abc', withdrawalCopy.amountInvalid],
    ['1e2', withdrawalCopy.amountInvalid],
    ['1.005', withdrawalCopy.amountInvalid],
    ['0.001', withdrawalCopy.amountInvalid],
    ['0', withdrawalCopy.amountNotPositive],
    ['0.00', withdrawalCopy.amountNotPositive],
    ['-5', withdrawalCopy.amountNotPositive],
    ['-1.234', withdrawalCopy.amountNotPositive],
  ])('refuses %j', (typed, message) => {
    expect(readWithdrawAmount(typed, AVAILABLE)).toEqual({ ok: false, message });
  });

  it('refuses more than the available balance, saying how much is available', () => {
    expect(readWithdrawAmount('100.01', AVAILABLE)).toEqual({
      ok: false,
      message: withdrawalCopy.amountOverAvailable('¥100.00'),
    });
    expect(readWithdrawAmount('1', 0)).toMatchObject({ ok: false });
  });
});
