import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { changesOfGroup, endpointQuery } from '@/lib/endpoint-query';
import { teamEndpoints } from '../api/team-endpoints';
import type { FollowBatchBody, GrantBody, TeamQuery } from '../api/team-schemas';

export function useTeam(query: TeamQuery) {
  return useQuery({
    ...endpointQuery(teamEndpoints.team, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamTree() {
  return useQuery(endpointQuery(teamEndpoints.tree));
}

/** One member of the team in detail; idle while none is open. */
export function useTeamMember(memberId: number | undefined) {
  return useQuery({
    ...endpointQuery(teamEndpoints.member, { path: { memberId: memberId ?? 0 } }),
    enabled: memberId !== undefined,
  });
}

export function useAttentions(query: PageQuery) {
  return useQuery({
    ...endpointQuery(teamEndpoints.attentions, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(query: PageQuery) {
  return useQuery({
    ...endpointQuery(teamEndpoints.invitations, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useGrants(query: PageQuery) {
  return useQuery({
    ...endpointQuery(teamEndpoints.grants, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamActions(query: PageQuery) {
  return useQuery({
    ...endpointQuery(teamEndpoints.actions, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every team change refreshes the team's lists, the followed members and the actions. */
function useTeamMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  return useMutation({ mutationFn, meta: changesOfGroup(teamEndpoints) });
}

/** 关注 or 取消关注 one member. */
export const useFollowMember = () =>
  useTeamMutation(({ memberId, follow }: { memberId: number; follow: boolean }) =>
    follow
      ? apiClient.call(teamEndpoints.follow, { body: { memberId } })
      : apiClient.call(teamEndpoints.unfollow, { path: { memberId } }),
  );

export const useFollowBatch = () =>
  useTeamMutation((body: FollowBatchBody) => apiClient.call(teamEndpoints.followBatch, { body }));

export const useInvite = () =>
  useTeamMutation((phone: string) => apiClient.call(teamEndpoints.invite, { body: { phone } }));

export const useGrantRole = () =>
  useTeamMutation((body: GrantBody) => apiClient.call(teamEndpoints.grant, { body }));
