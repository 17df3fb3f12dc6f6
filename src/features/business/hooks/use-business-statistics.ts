import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { businessEndpoints } from '../api/business-endpoints';
import type { BusinessStatisticsQuery } from '../api/business-schemas';

/** A month at a glance; its money figures (the balance among them) follow money changes. */
export function useBusinessStatistics(query: BusinessStatisticsQuery) {
  return useQuery({
    ...endpointQuery(businessEndpoints.statistics, { query }),
    placeholderData: keepPreviousData,
    meta: { topics: ['balance'] },
  });
}
