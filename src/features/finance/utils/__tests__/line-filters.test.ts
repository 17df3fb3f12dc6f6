import { describe, expect, it } from 'vitest';
import { linesHref, readLineFilters, toLineQuery } from '../line-filters';

const read = (search: string, page = 1, keyword = '') =>
  readLineFilters(new URLSearchParams(search), { page, keyword });

describe('income and expend filters: URL params <-> API query', () => {
  it('sends only the page when nothing is filtered', () => {
    expect(toLineQuery(read(''))).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('sends the trimmed keyword and both days', () => {
    expect(toLineQuery(read('start=2024-03-01&end=2024-03-31', 2, ' 充值 '))).toEqual({
      pageNo: 2,
      pageSize: 10,
      keyword: '充值',
      startTime: '2024-03-01',
      endTime: '2024-03-31',
    });
  });

  it('drops a half, malformed or reversed range', () => {
    expect(toLineQuery(read('start=2024-03-01'))).toEqual({ pageNo: 1, pageSize: 10 });
    expect(toLineQuery(read('start=2024-3-1&end=2024-03-31'))).toEqual({ pageNo: 1, pageSize: 10 });
    expect(toLineQuery(read('start=2024-04-01&end=2024-03-01'))).toEqual({
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('links the summary period to the lines of its days', () => {
    expect(linesHref('/member/income', ['2024-01-01', '2024-12-31'])).toBe(
      '/member/income?start=2024-01-01&end=2024-12-31',
    );
    expect(linesHref('/member/expend', null)).toBe('/member/expend');
  });
});
