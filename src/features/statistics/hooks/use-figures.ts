import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSalesStatistics, getTeamPerformance } from '../api/statistics-api';
import { statisticsKeys } from '../api/statistics-keys';
import type { FiguresQuery } from '../api/statistics-schemas';

/** The previous period's figures stay while another period's load (its first month keeps the choices). */
export function useSalesStatistics(query: FiguresQuery) {
  return useQuery({
    queryKey: statisticsKeys.sales(query),
    queryFn: () => getSalesStatistics(query),
    placeholderData: keepPreviousData,
  });
}

export function useTeamPerformance(query: FiguresQuery) {
  return useQuery({
    queryKey: statisticsKeys.performance(query),
    queryFn: () => getTeamPerformance(query),
    placeholderData: keepPreviousData,
  });
}
