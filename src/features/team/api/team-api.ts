import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { fillPath } from '@/lib/api-types';
import { noAnswer } from '@/lib/schema';
import {
  actionPageSchema,
  fansSchema,
  followStateSchema,
  followBatchResultSchema,
  grantPageSchema,
  invitationPageSchema,
  teamMemberDetailSchema,
  teamPageSchema,
  teamAuthorizationSchema,
  teamTreeSchema,
  upLevelSchema,
} from './team-schemas';
import type { FollowBatchBody, GrantBody, TeamQuery } from './team-types';

/**
 * The team family: the member area's team screens, and the portal's connect drawer
 * (authorization/team, authorization/follow, authorization/fen, follow, user/up/level).
 */
export const TEAM_PATHS = {
  team: 'v1/front/team',
  tree: 'v1/front/team/tree',
  member: 'v1/front/team/member/:memberId',
  attentions: 'v1/front/attention',
  attention: 'v1/front/attention/:memberId',
  followBatch: 'v1/front/follow/batch',
  invitations: 'v1/front/team/invitation',
  grants: 'v1/front/authorization',
  authorizableTeams: 'v1/front/authorization/team',
  followState: 'v1/front/authorization/follow',
  fans: 'v1/front/authorization/fen',
  follow: 'v1/front/follow',
  upLevel: 'v1/front/user/up/level',
  grant: 'v1/front/team/authorization',
  actions: 'v1/front/team/action',
} as const;

/** The member's team, several levels deep, filtered by level and name or phone. */
export const getTeam = (query: TeamQuery) =>
  apiClient.get(TEAM_PATHS.team, teamPageSchema, { params: query });

export const getTeamTree = () => apiClient.get(TEAM_PATHS.tree, teamTreeSchema);

export const getTeamMember = (memberId: number) =>
  apiClient.get(fillPath(TEAM_PATHS.member, { memberId }), teamMemberDetailSchema);

/** The team members the member follows (关注), the latest first. */
export const getAttentions = (query: PageQuery) =>
  apiClient.get(TEAM_PATHS.attentions, teamPageSchema, { params: query });

export const followMember = (memberId: number) =>
  apiClient.post(TEAM_PATHS.attentions, { memberId }, noAnswer);

export const unfollowMember = (memberId: number) =>
  apiClient.delete(fillPath(TEAM_PATHS.attention, { memberId }), noAnswer);

/** Follows or unfollows several members at once; the answer says who could not be. */
export const followBatch = (body: FollowBatchBody) =>
  apiClient.post(TEAM_PATHS.followBatch, body, followBatchResultSchema);

export const getInvitations = (query: PageQuery) =>
  apiClient.get(TEAM_PATHS.invitations, invitationPageSchema, { params: query });

export const invite = (phone: string) =>
  apiClient.post(TEAM_PATHS.invitations, { phone }, noAnswer);

export const getGrants = (query: PageQuery) =>
  apiClient.get(TEAM_PATHS.grants, grantPageSchema, { params: query });

export const grantRole = (body: GrantBody) => apiClient.post(TEAM_PATHS.grant, body, noAnswer);

export const getTeamActions = (query: PageQuery) =>
  apiClient.get(TEAM_PATHS.actions, actionPageSchema, { params: query });

export const getTeamAuthorization = () =>
  apiClient.get(TEAM_PATHS.authorizableTeams, teamAuthorizationSchema);

export const getFollowState = () => apiClient.get(TEAM_PATHS.followState, followStateSchema);

export const getFans = (query: PageQuery) =>
  apiClient.get(TEAM_PATHS.fans, fansSchema, { params: query });

export const authorizeTeam = (teamId: number) =>
  apiClient.post(TEAM_PATHS.grants, { teamId }, teamAuthorizationSchema);

export const upgradeLevel = () => apiClient.post(TEAM_PATHS.upLevel, undefined, upLevelSchema);

export const followReferrer = (phone: string) =>
  apiClient.put(TEAM_PATHS.follow, { phone }, followStateSchema);
