import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { hrefs, paths, type DivisionSubRoute } from '@/config/paths';
import { NEWS_ID_PARAM } from '@/features/division/utils/division-param';
import { PAGE_AND_KEYWORD_KEYS, readUrlFilters, writeUrlFilters } from '@/lib/url-keys';

/** The division pages whose list the ticker searches; news shows one item by NEWS_ID_PARAM. */
const SEARCHED_DIVISION_PAGES: readonly DivisionSubRoute[] = [
  'user',
  'store',
  'products',
  'business',
  'group',
  'development',
];

/**
 * The screens whose list the ticker's search box searches (SPEC 2: family, time, video and the
 * division's customers, stores, products, business, team, development and news), each with
 * the URL parameter of the one row it may show in detail: a search shows the list again.
 */
const TICKER_SEARCHED: ReadonlyMap<string, string | undefined> = new Map([
  [paths.family, 'id'],
  [paths.time, 'id'],
  [paths.video, undefined],
  ...SEARCHED_DIVISION_PAGES.map((sub) => [hrefs.divisionSub(sub), undefined] as const),
  [hrefs.divisionSub('news'), NEWS_ID_PARAM],
]);

export interface TickerSearch {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/**
 * The ticker's search on a screen that has it: the keyword is the screen's own (`keyword` in
 * the URL, as its search bar writes it), and a search goes back to page 1 of the list.
 * Undefined on the other screens, where the ticker shows no search box.
 */
export function useTickerSearch(): TickerSearch | undefined {
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const searched = TICKER_SEARCHED.has(pathname);
  const detailParam = TICKER_SEARCHED.get(pathname);
  const { keyword } = readUrlFilters(searchParams, PAGE_AND_KEYWORD_KEYS);
  const onSearch = useCallback(
    (next: string) =>
      setSearchParams((current) => {
        const params = writeUrlFilters(current, PAGE_AND_KEYWORD_KEYS, { keyword: next, page: 1 });
        if (detailParam) params.delete(detailParam);
        return params;
      }),
    [detailParam, setSearchParams],
  );
  return useMemo(
    () => (searched ? { keyword, onSearch } : undefined),
    [searched, keyword, onSearch],
  );
}
