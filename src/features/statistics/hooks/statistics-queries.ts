import type { QueryClient } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { prefetchScreenQuery } from '@/lib/prefetch-query';
import { periodRangeIn } from '@/lib/use-period-filter';
import { statisticsEndpoints } from '../api/statistics-endpoints';
import type { FiguresQuery } from '../api/statistics-schemas';

/**
 * The figures screens' queries, asked by their screens and, from the URL, by their routes
 * before the screens render: one declaration each, so both read the same cache entry.
 */

export const salesQuery = (query: FiguresQuery) =>
  endpointQuery(statisticsEndpoints.sales, { query });

export const performanceQuery = (query: FiguresQuery) =>
  endpointQuery(statisticsEndpoints.performance, { query });

/** 数据统计's figures for the period in `search`. */
export function prefetchSalesStatistics(client: QueryClient, search: URLSearchParams): void {
  prefetchScreenQuery(client, salesQuery(periodRangeIn(search, new Date())));
}
