import type { QueryClient } from '@tanstack/react-query';
import { dayRangeQuery } from '@/lib/day-range';
import { endpointQuery } from '@/lib/endpoint-query';
import { BATCH_STATUSES, BATCH_TYPES } from '@/lib/enums/batch';
import { pageQueryOf, searchQueryOf } from '@/lib/list-query';
import { prefetchScreenQuery } from '@/lib/prefetch-query';
import {
  dayRangeKey,
  enumKey,
  pageKey,
  readUrlFilters,
  textKey,
  type UrlFilterValues,
} from '@/lib/url-keys';
import { warehouseEndpoints } from '../api/warehouse-endpoints';
import type { BatchQuery, StockLogQuery, StockTotalQuery } from '../api/warehouse-schemas';

/**
 * 仓储总览's lists, asked by its cards and, from the URL, by its route before the screen renders:
 * one declaration each, so both read the same cache entry. Each list pages under a name of its
 * own, so paging one leaves the others.
 */

export const TOTALS_KEYS = { totalsPage: pageKey(), keyword: textKey() };
export const BATCHES_KEYS = {
  batchPage: pageKey(),
  batchStatus: enumKey(BATCH_STATUSES),
  batchType: enumKey(BATCH_TYPES),
};
export const LOG_KEYS = { logPage: pageKey(), range: dayRangeKey() };

export const totalsPageQuery = (filters: UrlFilterValues<typeof TOTALS_KEYS>): StockTotalQuery =>
  searchQueryOf(filters.totalsPage, filters.keyword);

export const batchesPageQuery = (filters: UrlFilterValues<typeof BATCHES_KEYS>): BatchQuery => ({
  ...pageQueryOf(filters.batchPage),
  batchStatus: filters.batchStatus,
  batchType: filters.batchType,
});

/** The log's days as the call takes them, every page's (an export reads them all). */
export const logListQuery = (filters: UrlFilterValues<typeof LOG_KEYS>) =>
  dayRangeQuery(filters.range);

export const logPageQuery = (filters: UrlFilterValues<typeof LOG_KEYS>): StockLogQuery => ({
  ...pageQueryOf(filters.logPage),
  ...logListQuery(filters),
});

export const totalsQuery = (query: StockTotalQuery) =>
  endpointQuery(warehouseEndpoints.totals, { query });

export const batchesQuery = (query: BatchQuery) =>
  endpointQuery(warehouseEndpoints.batches, { query });

export const logQuery = (query: StockLogQuery) => endpointQuery(warehouseEndpoints.log, { query });

/** Everything 仓储总览 shows at `search`: the totals, the batches and the log. */
export function prefetchWarehouse(client: QueryClient, search: URLSearchParams): void {
  prefetchScreenQuery(client, totalsQuery(totalsPageQuery(readUrlFilters(search, TOTALS_KEYS))));
  prefetchScreenQuery(client, batchesQuery(batchesPageQuery(readUrlFilters(search, BATCHES_KEYS))));
  prefetchScreenQuery(client, logQuery(logPageQuery(readUrlFilters(search, LOG_KEYS))));
}
