import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { statisticsEndpoints } from '../api/statistics-endpoints';
import type { FiguresQuery } from '../api/statistics-schemas';

/** The previous period's figures stay while another period's load (its first month keeps the choices). */
export function useSalesStatistics(query: FiguresQuery) {
  return useQuery({
    ...endpointQuery(statisticsEndpoints.sales, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamPerformance(query: FiguresQuery) {
  return useQuery({
    ...endpointQuery(statisticsEndpoints.performance, { query }),
    placeholderData: keepPreviousData,
  });
}
