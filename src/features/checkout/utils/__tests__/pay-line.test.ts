import { describe, expect, it } from 'vitest';
import { NO_OFFER } from '@/lib/sell-offer';
import { payLineFen } from '../pay-line';

const line = { goodName: '笔记本', goodStockName: 'B5', goodPrice: 890, goodNum: 3, ...NO_OFFER };

describe('payLineFen', () => {
  it('applies the rate to unit price × quantity, rounded to whole fen', () => {
    expect(payLineFen({ ...line, rate: 100 })).toBe(2670);
    expect(payLineFen({ ...line, rate: 95 })).toBe(2537);
    expect(payLineFen({ ...line, goodPrice: 333, goodNum: 1, rate: 50 })).toBe(167);
  });
});
