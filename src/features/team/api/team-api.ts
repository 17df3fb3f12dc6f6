import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { teamEndpoints } from './team-endpoints';
import type { FollowBatchBody, GrantBody, TeamQuery } from './team-schemas';

export const getTeam = (query: TeamQuery) => apiClient.call(teamEndpoints.team, { query });

export const getTeamTree = () => apiClient.call(teamEndpoints.tree);

export const getTeamMember = (memberId: number) =>
  apiClient.call(teamEndpoints.member, { path: { memberId } });

export const getAttentions = (query: PageQuery) =>
  apiClient.call(teamEndpoints.attentions, { query });

export const followMember = (memberId: number) =>
  apiClient.call(teamEndpoints.follow, { body: { memberId } });

export const unfollowMember = (memberId: number) =>
  apiClient.call(teamEndpoints.unfollow, { path: { memberId } });

export const followBatch = (body: FollowBatchBody) =>
  apiClient.call(teamEndpoints.followBatch, { body });

export const getInvitations = (query: PageQuery) =>
  apiClient.call(teamEndpoints.invitations, { query });

export const invite = (phone: string) => apiClient.call(teamEndpoints.invite, { body: { phone } });

export const getGrants = (query: PageQuery) => apiClient.call(teamEndpoints.grants, { query });

export const grantRole = (body: GrantBody) => apiClient.call(teamEndpoints.grant, { body });

export const getTeamActions = (query: PageQuery) =>
  apiClient.call(teamEndpoints.actions, { query });

export const getTeamAuthorization = () => apiClient.call(teamEndpoints.authorizableTeams);

export const getFollowState = () => apiClient.call(teamEndpoints.followState);

export const getFans = (query: PageQuery) => apiClient.call(teamEndpoints.fans, { query });

export const authorizeTeam = (teamId: number) =>
  apiClient.call(teamEndpoints.authorizeTeam, { body: { teamId } });

export const upgradeLevel = () => apiClient.call(teamEndpoints.upLevel);

export const followReferrer = (phone: string) =>
  apiClient.call(teamEndpoints.followReferrer, { body: { phone } });
