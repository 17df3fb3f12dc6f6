import { NO_OFFER } from '@/lib/sell-offer';
import type { CartRow } from '../../api/cart-schemas';
import { cartTotals, selectedRows } from '../cart-totals';

const row = (userShoppingCartId: number, price: number, num: number): CartRow => ({
  userShoppingCartId,
  goodId: userShoppingCartId,
  goodName: `商品${userShoppingCartId}`,
  goodImg: '',
  goodStockId: userShoppingCartId * 100 + 1,
  goodStockName: '标准款',
  price,
  num,
  stock: 99,
  ...NO_OFFER,
});

describe('cartTotals', () => {
  it('is zero for no rows', () => {
    expect(cartTotals([])).toEqual({ rows: 0, units: 0, amount: 0 });
  });

  it('adds price x quantity in integer fen, exact where yuan floats are not', () => {
    // 0.1 + 0.2 yuan would be 0.30000000000000004 in floating yuan
    expect(cartTotals([row(1, 10, 1), row(2, 20, 1)]).amount).toBe(30);
    expect(cartTotals([row(1, 1990, 3), row(2, 229_900, 2)])).toEqual({
      rows: 2,
      units: 5,
      amount: 1990 * 3 + 229_900 * 2,
    });
  });
});

describe('selectedRows', () => {
  it('keeps only selected ids that still name a row, in row order', () => {
    const rows = [row(3, 100, 1), row(1, 100, 1), row(2, 100, 1)];
    expect(selectedRows(rows, new Set([2, 3, 9])).map((item) => item.userShoppingCartId)).toEqual([
      3, 2,
    ]);
  });
});
