import { useQueries, useQuery } from '@tanstack/react-query';
import { getDistricts } from '../api/address-api';
import { addressKeys } from '../api/address-keys';
import type { District } from '../api/address-types';

/** District lists never change while the app runs. */
const districtQuery = (pid: number) => ({
  queryKey: addressKeys.districts(pid),
  queryFn: () => getDistricts(pid),
  staleTime: Infinity,
});

export function useDistricts(pid: number) {
  return useQuery({ ...districtQuery(pid), enabled: pid > 0 });
}

/** Several district lists at once, by parent id; lists still loading are absent. */
export function useDistrictLists(pids: readonly number[]): Map<number, District[]> {
  return useQueries({
    queries: pids.map(districtQuery),
    combine: (results) => {
      const lists = new Map<number, District[]>();
      results.forEach((result, index) => {
        if (result.data) lists.set(pids[index], result.data);
      });
      return lists;
    },
  });
}
