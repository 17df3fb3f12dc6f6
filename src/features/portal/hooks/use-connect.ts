import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session-store';
import {
  authorizeTeam,
  followMember,
  getFans,
  getFollowState,
  getTeamAuthorization,
  upgradeLevel,
} from '../api/portal-api';
import { portalKeys } from '../api/portal-keys';

export const FANS_PAGE_SIZE = 5;

export const useTeamAuthorization = () =>
  useQuery({ queryKey: portalKeys.teams(), queryFn: getTeamAuthorization });

export const useFollowState = () =>
  useQuery({ queryKey: portalKeys.follow(), queryFn: getFollowState });

export function useFans(pageNo: number) {
  const query = { pageNo, pageSize: FANS_PAGE_SIZE };
  return useQuery({
    queryKey: portalKeys.fans(query),
    queryFn: () => getFans(query),
    placeholderData: keepPreviousData,
  });
}

export function useAuthorizeTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authorizeTeam,
    onSuccess: (data) => queryClient.setQueryData(portalKeys.teams(), data),
  });
}

export function useFollowMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followMember,
    onSuccess: (data) => queryClient.setQueryData(portalKeys.follow(), data),
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
