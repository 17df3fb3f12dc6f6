import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  dayRangeKey,
  enumKey,
  filtersSearch,
  idKey,
  monthKey,
  pageKey,
  textKey,
  valueKey,
} from '../url-keys';
import { useUrlFilters } from '../use-url-filters';

const KEYS = {
  page: pageKey(),
  keyword: textKey(),
  depth: enumKey([1, 2, 3]),
  sort: enumKey(['default', 'sales', 'priceAsc'], 'default'),
  sent: enumKey([0, 1], 0),
  brandId: idKey(),
  month: monthKey(),
  range: dayRangeKey(),
  batchPage: pageKey(),
  period: valueKey({ defaultValue: '12m', parse: (raw) => (raw === '6m' ? raw : undefined) }),
};

const DEFAULTS = {
  page: 1,
  keyword: '',
  depth: undefined,
  sort: 'default',
  sent: 0,
  brandId: undefined,
  month: undefined,
  range: null,
  batchPage: 1,
  period: '12m',
};

/**
 * The hook on a page opened at `url` from /before, with the URL it leads to and the browser's
 * back.
 */
function renderAt(url: string, options?: { replace?: boolean }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/before', url]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => {
      const { pathname, search } = useLocation();
      return { ...useUrlFilters(KEYS, options), pathname, search, navigate: useNavigate() };
    },
    { wrapper },
  );
}

describe('useUrlFilters', () => {
  it('reads every kind of filter from the URL', () => {
    const { result } = renderAt(
      '/list?page=3&keyword=%20林%20&depth=2&sort=sales&sent=1&brandId=7&month=2024-06' +
        '&start=2024-06-01&end=2024-06-30&batchPage=4&period=6m',
    );
    expect(result.current.filters).toEqual({
      page: 3,
      keyword: '林',
      depth: 2,
      sort: 'sales',
      sent: 1,
      brandId: 7,
      month: '2024-06',
      range: ['2024-06-01', '2024-06-30'],
      batchPage: 4,
      period: '6m',
    });
  });

  it('reads an empty URL as every default', () => {
    expect(renderAt('/list').result.current.filters).toEqual(DEFAULTS);
  });

  it('falls back to the default for garbage and unknown values', () => {
    const { result } = renderAt(
      '/list?page=0&keyword=%20&depth=9&sort=cheapest&sent=2&brandId=-1&month=2024-13' +
        '&start=2024-06-30&end=2024-06-01&batchPage=2.5&period=ytd',
    );
    expect(result.current.filters).toEqual(DEFAULTS);
    expect(
      renderAt('/list?page=x&depth=&brandId=abc&start=2024-06-01').result.current.filters,
    ).toEqual(DEFAULTS);
  });

  it('keeps the value 1 of every filter but the page', () => {
    const { result } = renderAt('/list');
    act(() => result.current.update({ depth: 1, sent: 1, brandId: 1, page: 1 }));
    expect(new URLSearchParams(result.current.search).toString()).toBe('depth=1&sent=1&brandId=1');
    expect(result.current.filters).toMatchObject({ depth: 1, sent: 1, brandId: 1, page: 1 });
  });

  it('writes a chosen value and leaves the URL when it is set back to its default', () => {
    const { result } = renderAt('/list?type=water_order');
    act(() =>
      result.current.update({
        page: 2,
        keyword: ' 大米 ',
        sort: 'priceAsc',
        month: '2024-06',
        range: ['2024-03-01', '2024-03-31'],
        period: '6m',
      }),
    );
    expect(result.current.search).toBe(
      '?type=water_order&page=2&keyword=%E5%A4%A7%E7%B1%B3&sort=priceAsc&month=2024-06' +
        '&start=2024-03-01&end=2024-03-31&period=6m',
    );

    act(() =>
      result.current.update({
        page: 1,
        keyword: '  ',
        sort: 'default',
        month: undefined,
        range: null,
        period: '12m',
      }),
    );
    expect(result.current.search).toBe('?type=water_order');
    expect(result.current.filters).toEqual(DEFAULTS);
  });

  it('changes only the filters named, keeping the others and the rest of the URL', () => {
    const { result } = renderAt('/list?tab=2&keyword=林&page=3&batchPage=2');
    act(() => result.current.update({ depth: 3, page: 1 }));
    expect(result.current.filters).toMatchObject({
      keyword: '林',
      depth: 3,
      page: 1,
      batchPage: 2,
    });
    expect(new URLSearchParams(result.current.search).get('tab')).toBe('2');
  });

  it('keeps the filters through a reload and the browser back', () => {
    const first = renderAt('/list');
    act(() => first.result.current.update({ depth: 1, brandId: 1 }));
    act(() => first.result.current.update({ page: 2 }));
    const url = `/list${first.result.current.search}`;

    act(() => void first.result.current.navigate(-1));
    expect(first.result.current.filters).toMatchObject({ depth: 1, brandId: 1, page: 1 });
    first.unmount();

    const reloaded = renderAt(url);
    expect(reloaded.result.current.filters).toEqual({
      ...DEFAULTS,
      depth: 1,
      brandId: 1,
      page: 2,
    });
  });

  it('replaces the history entry when told, so Back leaves the page', () => {
    const { result } = renderAt('/list', { replace: true });
    act(() => result.current.update({ depth: 2 }));
    act(() => result.current.update({ page: 3 }));
    expect(result.current.search).toBe('?depth=2&page=3');

    act(() => void result.current.navigate(-1));
    expect(result.current.pathname).toBe('/before');
  });

  it('gives a pager its page and its change from one key, the other filters kept', () => {
    const { result } = renderAt('/list?keyword=林&batchPage=3');
    expect(result.current.pager('batchPage').page).toBe(3);
    expect(result.current.pager('page').page).toBe(1);
    act(() => result.current.pager('batchPage').onPageChange(5));
    expect(result.current.filters).toMatchObject({ keyword: '林', batchPage: 5, page: 1 });
    expect(result.current.pager('batchPage').page).toBe(5);
  });

  it('builds the search of a link to a list with filters', () => {
    expect(filtersSearch(KEYS, { brandId: 1, page: 1 })).toBe('?brandId=1');
    expect(filtersSearch(KEYS, { depth: undefined, range: null })).toBe('');
  });
});
