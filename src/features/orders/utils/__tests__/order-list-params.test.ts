import { describe, expect, it } from 'vitest';
import { fallbackPage, readOrderListParams, writeOrderListParams } from '../order-list-params';

const search = (text: string) => new URLSearchParams(text);

describe('order list params', () => {
  it('reads page, keyword and status, ignoring malformed values', () => {
    expect(readOrderListParams(search('type=water_order&page=3&keyword=纸&status=SIGN'))).toEqual({
      page: 3,
      keyword: '纸',
      status: 'SIGN',
    });
    expect(readOrderListParams(search('page=-2&status=PAID'))).toEqual({
      page: 1,
      keyword: '',
      status: undefined,
    });
  });

  it('keeps type=water_order, goes back to page 1 on a new filter and drops defaults', () => {
    const start = search('type=water_order&page=2&keyword=纸');
    expect(writeOrderListParams(start, { status: 'WAIT' }).toString()).toBe(
      search('type=water_order&keyword=纸&status=WAIT').toString(),
    );
    expect(writeOrderListParams(start, { page: 3 }).get('page')).toBe('3');
    const cleared = writeOrderListParams(search('type=water_order&status=WAIT'), {
      status: null,
      keyword: '  ',
    });
    expect(cleared.toString()).toBe('type=water_order');
  });

  it('falls back to the last page that still has rows', () => {
    expect(fallbackPage(2, 10, 10)).toBe(1);
    expect(fallbackPage(2, 11, 10)).toBeNull();
    expect(fallbackPage(3, 0, 10)).toBe(1);
    expect(fallbackPage(1, 0, 10)).toBeNull();
  });
});
