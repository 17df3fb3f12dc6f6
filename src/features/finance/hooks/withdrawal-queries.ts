import type { QueryClient } from '@tanstack/react-query';
import type { PageQuery } from '@/lib/api-types';
import { dayRangeQuery } from '@/lib/day-range';
import { endpointQuery } from '@/lib/endpoint-query';
import { BILL_TYPES } from '@/lib/enums/bill-type';
import { pageQueryOf } from '@/lib/list-query';
import { prefetchScreenQuery } from '@/lib/prefetch-query';
import type { QueryShows } from '@/lib/query-changes';
import {
  dayRangeKey,
  enumKey,
  pageKey,
  readUrlFilters,
  type UrlFilterValues,
} from '@/lib/url-keys';
import { financeEndpoints } from '../api/finance-endpoints';
import type { BillQuery } from '../api/finance-schemas';

/**
 * 账单's queries, asked by its cards and, from the URL, by its route before the screen renders:
 * one declaration each, so both read the same cache entry.
 */

const SHOWS_BALANCE: QueryShows = { topics: ['balance'] };

/** The statement's page, type and days in the URL. */
export const BILLS_KEYS = { page: pageKey(), type: enumKey(BILL_TYPES), range: dayRangeKey() };
/** The requests page under a name of their own: the statement on the same screen pages under `page`. */
export const WITHDRAWALS_KEYS = { withdrawalPage: pageKey() };

type BillsFilters = UrlFilterValues<typeof BILLS_KEYS>;

/** The statement's filters as the call takes them, every page's (an export reads them all). */
export const billsListQuery = ({ type, range }: BillsFilters) => ({
  type,
  ...dayRangeQuery(range),
});

/** The statement's page the URL shows. */
export const billsPageQuery = (filters: BillsFilters): BillQuery => ({
  ...pageQueryOf(filters.page),
  ...billsListQuery(filters),
});

export const balanceQuery = () => ({
  ...endpointQuery(financeEndpoints.balance),
  meta: SHOWS_BALANCE,
});

export const banksQuery = () => endpointQuery(financeEndpoints.banks);

export const billsQuery = (query: BillQuery) => ({
  ...endpointQuery(financeEndpoints.bills, { query }),
  meta: SHOWS_BALANCE,
});

export const withdrawalsQuery = (query: PageQuery) =>
  endpointQuery(financeEndpoints.withdrawals, { query });

/** Everything 账单 shows at `search`: the balance, the banks, the statement and the requests. */
export function prefetchWithdrawal(client: QueryClient, search: URLSearchParams): void {
  const { withdrawalPage } = readUrlFilters(search, WITHDRAWALS_KEYS);
  prefetchScreenQuery(client, balanceQuery());
  prefetchScreenQuery(client, banksQuery());
  prefetchScreenQuery(client, billsQuery(billsPageQuery(readUrlFilters(search, BILLS_KEYS))));
  prefetchScreenQuery(client, withdrawalsQuery(pageQueryOf(withdrawalPage)));
}
