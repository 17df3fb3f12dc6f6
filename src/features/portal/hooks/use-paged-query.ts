import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { searchQueryOf } from '@/lib/list-query';
import { PAGE_AND_KEYWORD_KEYS } from '@/lib/url-keys';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { PortalListQuery } from '../api/portal-schemas';

/**
 * A list whose page and keyword live in the URL, fetched page by page: `pageQuery` gives the
 * query of one page (endpointQuery of the list's endpoint).
 */
export function usePagedQuery<T>(
  pageQuery: (query: PortalListQuery) => UseQueryOptions<T, Error, T, QueryKey>,
) {
  const { filters, update } = useUrlFilters(PAGE_AND_KEYWORD_KEYS);
  const query: PortalListQuery = searchQueryOf(filters.page, filters.keyword);
  const result = useQuery({ ...pageQuery(query), placeholderData: keepPreviousData });
  return { filters, update, ...result };
}
