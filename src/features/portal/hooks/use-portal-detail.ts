import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * One item in detail, by its id; idle while no id is chosen. `detailQuery` gives the query of
 * the item with an id (endpointQuery of its endpoint).
 */
export function usePortalDetail<T>(
  id: number | undefined,
  detailQuery: (id: number) => UseQueryOptions<T, Error, T, QueryKey>,
) {
  return useQuery({ ...detailQuery(id ?? 0), enabled: id !== undefined });
}
