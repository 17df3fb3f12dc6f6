import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@/config/constants';
import { useListParams } from '@/lib/use-list-params';
import type { PortalListQuery } from '../api/portal-types';

/** A list whose page and keyword live in the URL (useListParams), fetched page by page. */
export function usePagedQuery<T>(
  queryKey: (query: PortalListQuery) => QueryKey,
  fetchPage: (query: PortalListQuery) => Promise<T>,
) {
  const { params, update } = useListParams();
  const query: PortalListQuery = {
    pageNo: params.page,
    pageSize: DEFAULT_PAGE_SIZE,
    keyword: params.keyword || undefined,
  };
  const result = useQuery({
    queryKey: queryKey(query),
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
  return { params, update, ...result };
}
