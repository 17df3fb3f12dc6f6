import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { useSessionStore } from '@/stores/session-store';
import { teamEndpoints } from '../api/team-endpoints';

export const FANS_PAGE_SIZE = 5;

const authorizationQuery = () => endpointQuery(teamEndpoints.authorizableTeams);

const followStateQuery = () => endpointQuery(teamEndpoints.followState);

export const useTeamAuthorization = () => useQuery(authorizationQuery());

export const useFollowState = () => useQuery(followStateQuery());

export function useFans(pageNo: number) {
  return useQuery({
    ...endpointQuery(teamEndpoints.fans, { query: { pageNo, pageSize: FANS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useAuthorizeTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) =>
      apiClient.call(teamEndpoints.authorizeTeam, { body: { teamId } }),
    onSuccess: (data) => queryClient.setQueryData(authorizationQuery().queryKey, data),
  });
}

export function useFollowReferrer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) =>
      apiClient.call(teamEndpoints.followReferrer, { body: { phone } }),
    onSuccess: (data) => queryClient.setQueryData(followStateQuery().queryKey, data),
  });
}

/**
 * Raises the member one level: the session's user shows the new level at once, and whatever
 * shows the member's level is read again.
 */
export function useUpgradeLevel() {
  return useMutation({
    mutationFn: () => apiClient.call(teamEndpoints.upLevel),
    onSuccess: ({ level }) => {
      const { user, updateUser } = useSessionStore.getState();
      if (user) updateUser({ ...user, level });
    },
    meta: { topics: ['member'] },
  });
}
