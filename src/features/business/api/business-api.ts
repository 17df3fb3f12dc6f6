import { apiClient } from '@/lib/api-client';
import { businessStatisticsSchema } from './business-schemas';
import type { BusinessStatisticsQuery } from './business-types';

export const BUSINESS_PATHS = {
  statistics: 'v1/front/business/statistics',
} as const;

/** The member's business at a glance for a month (this month by default). */
export const getBusinessStatistics = (query: BusinessStatisticsQuery) =>
  apiClient.get(BUSINESS_PATHS.statistics, businessStatisticsSchema, { params: query });
