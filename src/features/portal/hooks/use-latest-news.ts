import { useQuery } from '@tanstack/react-query';
import { TICKER_MAX_ITEMS } from '@/config/constants';
import { getNewsList } from '../api/portal-api';
import { portalKeys } from '../api/portal-keys';

/** The newest announcements for the ticker (the list is newest first). */
export function useLatestNews() {
  const query = { pageNo: 1, pageSize: TICKER_MAX_ITEMS };
  return useQuery({
    queryKey: portalKeys.newsList(query),
    queryFn: () => getNewsList(query),
    select: (data) => data.newList,
  });
}
