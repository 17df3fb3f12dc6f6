import {
  batchFilterChanges,
  logRangeChanges,
  readBatchFilters,
  readLogFilters,
  readTotalsFilters,
  toBatchQuery,
  toLogQuery,
  toTotalsQuery,
} from '../warehouse-filters';

const url = (query: string) => new URLSearchParams(query);

describe('total_storage filters in the URL', () => {
  it('reads each list page under its own name, 1 when absent or malformed', () => {
    const params = url('totalsPage=3&batchPage=x&logPage=2');
    expect(readTotalsFilters(params).page).toBe(3);
    expect(readBatchFilters(params).page).toBe(1);
    expect(readLogFilters(params).page).toBe(2);
  });

  it('sends the keyword only when there is one', () => {
    expect(toTotalsQuery(readTotalsFilters(url('keyword=%20大米%20')))).toEqual({
      pageNo: 1,
      pageSize: 10,
      keyword: '大米',
    });
    expect(toTotalsQuery(readTotalsFilters(url('')))).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('reads SPEC batch statuses and types, 0 included; an unknown value is no filter', () => {
    expect(toBatchQuery(readBatchFilters(url('batchStatus=0&batchType=2&batchPage=2')))).toEqual({
      pageNo: 2,
      pageSize: 10,
      batchStatus: 0,
      batchType: 2,
    });
    expect(readBatchFilters(url('batchStatus=9&batchType=abc'))).toEqual({
      page: 1,
      batchStatus: null,
      batchType: null,
    });
  });

  it('new batch filters go back to the first page and clear what is unset', () => {
    expect(batchFilterChanges(1, null)).toEqual({ batchStatus: 1, batchType: '', batchPage: 1 });
  });

  it('reads a day range only when both days are valid and in order', () => {
    expect(toLogQuery(readLogFilters(url('start=2024-03-01&end=2024-03-31')))).toEqual({
      pageNo: 1,
      pageSize: 10,
      startTime: '2024-03-01',
      endTime: '2024-03-31',
    });
    expect(readLogFilters(url('start=2024-04-01&end=2024-03-01')).range).toBeNull();
    expect(readLogFilters(url('start=2024-04-01')).range).toBeNull();
    expect(readLogFilters(url('start=yesterday&end=2024-03-01')).range).toBeNull();
    expect(logRangeChanges(null)).toEqual({ start: '', end: '', logPage: 1 });
  });
});
