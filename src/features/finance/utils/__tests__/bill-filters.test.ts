import { describe, expect, it } from 'vitest';
import { billFilterChanges, readBillFilters, toBillQuery } from '../bill-filters';

const read = (search: string, page = 1) => readBillFilters(new URLSearchParams(search), page);

describe('statement filters: URL params <-> API query', () => {
  it('sends only the page when nothing is filtered', () => {
    expect(toBillQuery(read(''))).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('sends the type and the days from the URL', () => {
    const filters = read('type=WITHDRAW&start=2024-03-01&end=2024-03-31', 3);
    expect(filters).toEqual({ page: 3, type: 'WITHDRAW', start: '2024-03-01', end: '2024-03-31' });
    expect(toBillQuery(filters)).toEqual({
      pageNo: 3,
      pageSize: 10,
      type: 'WITHDRAW',
      startTime: '2024-03-01',
      endTime: '2024-03-31',
    });
  });

  it('drops an unknown type, a malformed day, a half range and a reversed one', () => {
    expect(read('type=GIFT').type).toBeNull();
    expect(read('start=2024-3-1&end=2024-03-31')).toMatchObject({ start: null, end: null });
    expect(read('start=2024-03-01')).toMatchObject({ start: null, end: null });
    expect(read('start=2024-04-01&end=2024-03-01')).toMatchObject({ start: null, end: null });
    expect(toBillQuery(read('type=GIFT&start=x&end=y'))).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('new filters go back to the first page and clear what is unset', () => {
    expect(billFilterChanges('REFUND', ['2024-01-01', '2024-01-31'])).toEqual({
      type: 'REFUND',
      start: '2024-01-01',
      end: '2024-01-31',
      page: 1,
    });
    expect(billFilterChanges(null, null)).toEqual({ type: '', start: '', end: '', page: 1 });
  });
});
