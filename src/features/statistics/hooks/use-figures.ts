import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FiguresQuery } from '../api/statistics-schemas';
import { performanceQuery, salesQuery } from './statistics-queries';

/** The previous period's figures stay while another period's load (its first month keeps the choices). */
export function useSalesStatistics(query: FiguresQuery) {
  return useQuery({ ...salesQuery(query), placeholderData: keepPreviousData });
}

export function useTeamPerformance(query: FiguresQuery) {
  return useQuery({ ...performanceQuery(query), placeholderData: keepPreviousData });
}
