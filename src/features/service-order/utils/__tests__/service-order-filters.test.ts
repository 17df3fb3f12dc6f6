import {
  readServiceOrderFilters,
  serviceOrderFilterChanges,
  toServiceOrderQuery,
} from '../service-order-filters';

const url = (query: string) => new URLSearchParams(query);

describe('service_order filters in the URL', () => {
  it('reads the kind and the interrupt status, 0 included', () => {
    expect(
      toServiceOrderQuery(readServiceOrderFilters(url('kind=AFTER&interruptStatus=0'), 2)),
    ).toEqual({ pageNo: 2, pageSize: 10, kind: 'AFTER', interruptStatus: 0 });
  });

  it('reads an unknown kind or status as no filter', () => {
    expect(readServiceOrderFilters(url('kind=OTHER&interruptStatus=7'), 1)).toEqual({
      page: 1,
      kind: null,
      interruptStatus: null,
    });
    expect(toServiceOrderQuery(readServiceOrderFilters(url('interruptStatus='), 1))).toEqual({
      pageNo: 1,
      pageSize: 10,
    });
  });

  it('new filters go back to the first page', () => {
    expect(serviceOrderFilterChanges(null, 4)).toEqual({ kind: '', interruptStatus: 4, page: 1 });
  });
});
