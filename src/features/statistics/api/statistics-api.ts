import { apiClient } from '@/lib/api-client';
import { salesStatisticsSchema, teamPerformanceSchema } from './statistics-schemas';
import type { FiguresQuery } from './statistics-types';

export const STATISTICS_PATHS = {
  statistics: 'v1/front/statistics',
  performance: 'v1/front/performance',
} as const;

/** The sales of the member's network by month, goods category and district. */
export const getSalesStatistics = (query: FiguresQuery) =>
  apiClient.get(STATISTICS_PATHS.statistics, salesStatisticsSchema, { params: query });

/** The same sales by team level and by person. */
export const getTeamPerformance = (query: FiguresQuery) =>
  apiClient.get(STATISTICS_PATHS.performance, teamPerformanceSchema, { params: query });
