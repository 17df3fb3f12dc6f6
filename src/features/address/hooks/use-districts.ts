import { useQueries, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { addressEndpoints } from '../api/address-endpoints';
import type { District } from '../api/address-schemas';

/** District lists never change while the app runs. */
const districtQuery = (pid: number) => ({
  ...endpointQuery(addressEndpoints.districts, { query: { pid } }),
  staleTime: Infinity,
});

export function useDistricts(pid: number) {
  return useQuery({ ...districtQuery(pid), enabled: pid > 0 });
}

/** A level whose list failed to load, with what 重试 needs. */
export interface DistrictFailure {
  error: unknown;
  retrying: boolean;
  retry(): void;
}

export interface DistrictLists {
  /** By parent id; lists still loading or failed are absent. */
  lists: Map<number, District[]>;
  /** The first level that failed and has no list to show, if any. */
  failure: DistrictFailure | null;
}

/** Several district lists at once, by parent id. */
export function useDistrictLists(pids: readonly number[]): DistrictLists {
  return useQueries({
    queries: pids.map(districtQuery),
    combine: (results) => {
      const lists = new Map<number, District[]>();
      let failure: DistrictFailure | null = null;
      results.forEach((result, index) => {
        if (result.data) lists.set(pids[index], result.data);
        else if (result.isError && !failure) {
          failure = {
            error: result.error,
            retrying: result.isFetching,
            retry: () => void result.refetch(),
          };
        }
      });
      return { lists, failure };
    },
  });
}
