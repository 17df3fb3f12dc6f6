import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { pageQueryOf, searchQueryOf } from '../list-query';

describe('list queries', () => {
  it('ask for the page at the app’s page size', () => {
    expect(pageQueryOf(3)).toEqual({ pageNo: 3, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('send the keyword typed, and none for an empty one', () => {
    expect(searchQueryOf(2, '大米')).toEqual({
      pageNo: 2,
      pageSize: DEFAULT_PAGE_SIZE,
      keyword: '大米',
    });
    expect(searchQueryOf(1, '')).toEqual({
      pageNo: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      keyword: undefined,
    });
  });
});
