import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';
import { accountEndpoints } from '../api/account-endpoints';

/** The member's profile with the balance: whatever changes money refreshes it. */
export const memberInfoQuery = () =>
  queryOptions({
    ...endpointQuery(accountEndpoints.info),
    meta: { topics: ['balance', 'member'] },
  });

export function useMemberInfo() {
  return useQuery(memberInfoQuery());
}
