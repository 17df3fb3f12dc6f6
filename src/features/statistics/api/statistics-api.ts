import { apiClient } from '@/lib/api-client';
import { statisticsEndpoints } from './statistics-endpoints';
import type { FiguresQuery } from './statistics-schemas';

export const getSalesStatistics = (query: FiguresQuery) =>
  apiClient.call(statisticsEndpoints.sales, { query });

export const getTeamPerformance = (query: FiguresQuery) =>
  apiClient.call(statisticsEndpoints.performance, { query });
