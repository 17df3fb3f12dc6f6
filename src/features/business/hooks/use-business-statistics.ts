import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getBusinessStatistics } from '../api/business-api';
import { businessKeys } from '../api/business-keys';
import type { BusinessStatisticsQuery } from '../api/business-schemas';

/** A month at a glance; its money figures (the balance among them) follow money changes. */
export function useBusinessStatistics(query: BusinessStatisticsQuery) {
  return useQuery({
    queryKey: businessKeys.statistics(query),
    queryFn: () => getBusinessStatistics(query),
    placeholderData: keepPreviousData,
    meta: { topics: ['balance'] },
  });
}
