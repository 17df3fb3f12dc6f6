import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMemberInfo } from '../api/account-api';
import { accountKeys } from '../api/account-keys';

/** The member's profile with the balance: whatever changes money refreshes it. */
export const memberInfoQuery = () =>
  queryOptions({
    queryKey: accountKeys.info(),
    queryFn: () => getMemberInfo(),
    meta: { topics: ['balance', 'member'] },
  });

export function useMemberInfo() {
  return useQuery(memberInfoQuery());
}
