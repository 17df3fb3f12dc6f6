import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@/lib/api-types';
import {
  followBatch,
  followMember,
  getAttentions,
  getGrants,
  getInvitations,
  getTeam,
  getTeamActions,
  getTeamMember,
  getTeamTree,
  grantRole,
  invite,
  unfollowMember,
} from '../api/team-api';
import { teamKeys } from '../api/team-keys';
import type { TeamQuery } from '../api/team-schemas';

export function useTeam(query: TeamQuery) {
  return useQuery({
    queryKey: teamKeys.list(query),
    queryFn: () => getTeam(query),
    placeholderData: keepPreviousData,
  });
}

export function useTeamTree() {
  return useQuery({ queryKey: teamKeys.tree(), queryFn: getTeamTree });
}

/** One member of the team in detail; idle while none is open. */
export function useTeamMember(memberId: number | undefined) {
  return useQuery({
    queryKey: teamKeys.member(memberId ?? 0),
    queryFn: () => getTeamMember(memberId ?? 0),
    enabled: memberId !== undefined,
  });
}

export function useAttentions(query: PageQuery) {
  return useQuery({
    queryKey: teamKeys.attentions(query),
    queryFn: () => getAttentions(query),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(query: PageQuery) {
  return useQuery({
    queryKey: teamKeys.invitations(query),
    queryFn: () => getInvitations(query),
    placeholderData: keepPreviousData,
  });
}

export function useGrants(query: PageQuery) {
  return useQuery({
    queryKey: teamKeys.grants(query),
    queryFn: () => getGrants(query),
    placeholderData: keepPreviousData,
  });
}

export function useTeamActions(query: PageQuery) {
  return useQuery({
    queryKey: teamKeys.actions(query),
    queryFn: () => getTeamActions(query),
    placeholderData: keepPreviousData,
  });
}

/** Every team change refreshes the team's lists, the followed members and the actions. */
function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useMutation({ mutationFn, meta: { invalidates: [teamKeys.all] } });
}

/** 关注 or 取消关注 one member. */
export const useFollowMember = () =>
  useTeamMutation(({ memberId, follow }: { memberId: number; follow: boolean }) =>
    follow ? followMember(memberId) : unfollowMember(memberId),
  );

export const useFollowBatch = () => useTeamMutation(followBatch);

export const useInvite = () => useTeamMutation(invite);

export const useGrantRole = () => useTeamMutation(grantRole);
