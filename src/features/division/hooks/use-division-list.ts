import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { useListParams } from '@/lib/use-list-params';
import { getDivisionList } from '../api/division-api';
import { divisionKeys } from '../api/division-keys';
import type { DivisionListKind } from '../api/division-types';
import { useDivision } from './use-division';

/** One page of a division list; the page and keyword live in the URL. */
export function useDivisionList<K extends DivisionListKind>(kind: K) {
  const division = useDivision();
  const { params, update } = useListParams();
  const query = {
    pageNo: params.page,
    pageSize: DEFAULT_PAGE_SIZE,
    keyword: params.keyword || undefined,
  };
  const result = useQuery({
    queryKey: divisionKeys.list(kind, division, query),
    queryFn: () => getDivisionList(kind, division, query),
    placeholderData: keepPreviousData,
  });
  return { params, update, result };
}
