import { apiClient } from '@/lib/api-client';
import { businessEndpoints } from './business-endpoints';
import type { BusinessStatisticsQuery } from './business-types';

export const getBusinessStatistics = (query: BusinessStatisticsQuery) =>
  apiClient.call(businessEndpoints.statistics, { query });
