import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { PAGE_AND_KEYWORD_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import { getDivisionList } from '../api/division-api';
import { divisionKeys } from '../api/division-keys';
import type { DivisionListKind } from '../api/division-schemas';
import { useDivision } from './use-division';

/** One page of a division list; the page and keyword live in the URL. */
export function useDivisionList<K extends DivisionListKind>(kind: K) {
  const division = useDivision();
  const { filters, update } = useUrlFilters(PAGE_AND_KEYWORD_KEYS);
  const query = {
    pageNo: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
    keyword: filters.keyword || undefined,
  };
  const result = useQuery({
    queryKey: divisionKeys.list(kind, division, query),
    queryFn: () => getDivisionList(kind, division, query),
    placeholderData: keepPreviousData,
  });
  return { filters, update, result };
}
