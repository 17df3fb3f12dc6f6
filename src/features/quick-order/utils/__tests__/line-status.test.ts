import { describe, expect, it } from 'vitest';
import { previewOf, readyLines, statusOf, type Delivery } from '../line-status';
import type { LineMatch, StockOption } from '../match-lines';
import type { OrderLine } from '../order-lines';

const milk: StockOption = {
  goodId: 59,
  goodName: '伊利纯牛奶',
  goodStockId: 5901,
  goodStockName: '250ml×24盒',
  stock: 10,
};
const beijingMilk: StockOption = { ...milk, goodId: 60, goodStockId: 6001, goodName: '北京鲜奶' };

const line = (quantity: number | null, lineNo = 1): OrderLine => ({
  lineNo,
  good: { name: '纯牛奶' },
  spec: '',
  quantity,
});
const found = (...options: StockOption[]): LineMatch => ({
  kind: 'found',
  options,
  specMissing: false,
});

const NOWHERE: Delivery = { kind: 'checked', deliverable: new Map([[60, false]]) };
const NO_ADDRESS: Delivery = { kind: 'noAddress' };

describe('statusOf', () => {
  it('matches a line meaning one stock, with a quantity the stock holds', () => {
    expect(statusOf(previewOf(line(10), found(milk)), NOWHERE)).toBe('matched');
  });

  it('asks for a choice when a line may mean several stocks, or names a missing specification', () => {
    expect(statusOf(previewOf(line(1), found(milk, beijingMilk)), NOWHERE)).toBe('choose');
    const missing: LineMatch = { kind: 'found', options: [milk], specMissing: true };
    expect(statusOf(previewOf(line(1), missing), NOWHERE)).toBe('choose');
  });

  it('holds back a missing or impossible quantity, more than the stock included', () => {
    expect(statusOf(previewOf(line(null), found(milk)), NOWHERE)).toBe('quantityInvalid');
    expect(statusOf(previewOf(line(11), found(milk)), NOWHERE)).toBe('quantityInvalid');
  });

  it('holds back a good the default address is out of range of, but not without an address', () => {
    const chosen = { ...previewOf(line(1), found(milk, beijingMilk)), chosen: beijingMilk };
    expect(statusOf(chosen, NOWHERE)).toBe('beyondRange');
    expect(statusOf(chosen, NO_ADDRESS)).toBe('matched');
    expect(statusOf(chosen, { kind: 'failed' })).toBe('failed');
  });

  it('keeps a failed lookup apart from a good not found, and a line not yet matched apart from both', () => {
    expect(statusOf(previewOf(line(1), { kind: 'failed' }), NOWHERE)).toBe('failed');
    expect(statusOf(previewOf(line(1), { kind: 'notFound' }), NOWHERE)).toBe('notFound');
    expect(statusOf(previewOf(line(1), null), NOWHERE)).toBe('matching');
  });
});

describe('readyLines', () => {
  it('gives the matched lines as the cart takes them: stock and quantity', () => {
    const previews = [previewOf(line(2, 1), found(milk)), previewOf(line(null, 2), found(milk))];
    const statuses = previews.map((preview) => statusOf(preview, NO_ADDRESS));
    expect(readyLines(previews, statuses)).toEqual([{ lineNo: 1, goodStockId: 5901, goodNum: 2 }]);
  });
});
