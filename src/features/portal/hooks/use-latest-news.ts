import { useQuery } from '@tanstack/react-query';
import { TICKER_MAX_ITEMS } from '@/config/constants';
import { endpointQuery } from '@/lib/endpoint-query';
import { portalEndpoints } from '../api/portal-endpoints';

/**
 * The newest announcements for the ticker (the list is newest first). The ticker is nothing
 * the member asked for, so its call is a background one: a failure leaves the strip empty.
 */
export function useLatestNews() {
  const query = { pageNo: 1, pageSize: TICKER_MAX_ITEMS };
  return useQuery({
    ...endpointQuery(portalEndpoints.newsList, { query, background: true }),
    select: (data) => data.newList,
  });
}
