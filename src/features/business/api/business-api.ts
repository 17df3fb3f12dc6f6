import { apiClient } from '@/lib/api-client';
import { businessEndpoints } from './business-endpoints';
import type { BusinessStatisticsQuery } from './business-schemas';

export const getBusinessStatistics = (query: BusinessStatisticsQuery) =>
  apiClient.call(businessEndpoints.statistics, { query });
