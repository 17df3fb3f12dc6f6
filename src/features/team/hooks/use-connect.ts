import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session-store';
import {
  authorizeTeam,
  followReferrer,
  getFans,
  getFollowState,
  getTeamAuthorization,
  upgradeLevel,
} from '../api/team-api';
import { teamKeys } from '../api/team-keys';

export const FANS_PAGE_SIZE = 5;

export const useTeamAuthorization = () =>
  useQuery({ queryKey: teamKeys.authorizableTeams(), queryFn: getTeamAuthorization });

export const useFollowState = () =>
  useQuery({ queryKey: teamKeys.followState(), queryFn: getFollowState });

export function useFans(pageNo: number) {
  const query = { pageNo, pageSize: FANS_PAGE_SIZE };
  return useQuery({
    queryKey: teamKeys.fans(query),
    queryFn: () => getFans(query),
    placeholderData: keepPreviousData,
  });
}

export function useAuthorizeTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authorizeTeam,
    onSuccess: (data) => queryClient.setQueryData(teamKeys.authorizableTeams(), data),
  });
}

export function useFollowReferrer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followReferrer,
    onSuccess: (data) => queryClient.setQueryData(teamKeys.followState(), data),
  });
}

/** Raises the member one level; the session's user shows the new level at once. */
export function useUpgradeLevel() {
  return useMutation({
    mutationFn: upgradeLevel,
    onSuccess: ({ level }) => {
      const { user, updateUser } = useSessionStore.getState();
      if (user) updateUser({ ...user, level });
    },
  });
}
