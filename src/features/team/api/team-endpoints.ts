import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import { noAnswer } from '@/lib/schema';
import {
  actionPageSchema,
  authorizeTeamBodySchema,
  fansSchema,
  followBatchBodySchema,
  followBatchResultSchema,
  followReferrerBodySchema,
  followStateSchema,
  grantBodySchema,
  grantPageSchema,
  invitationPageSchema,
  inviteBodySchema,
  memberIdBodySchema,
  teamAuthorizationSchema,
  teamMemberDetailSchema,
  teamPageQuerySchema,
  teamPageSchema,
  teamQuerySchema,
  teamTreeSchema,
  upLevelSchema,
} from './team-schemas';

/**
 * The team family: the member area's team screens, and the portal's connect drawer
 * (authorization/team, authorization/follow, authorization/fen, follow, user/up/level).
 */
export const teamEndpoints = endpointGroup('team', {
  /** The member's team, several levels deep, filtered by level and name or phone. */
  team: endpoint({
    method: 'GET',
    path: 'v1/front/team',
    query: teamQuerySchema,
    answer: teamPageSchema,
    from: DESIGNED,
  }),
  tree: endpoint({
    method: 'GET',
    path: 'v1/front/team/tree',
    answer: teamTreeSchema,
    from: DESIGNED,
  }),
  member: endpoint({
    method: 'GET',
    path: 'v1/front/team/member/:memberId',
    answer: teamMemberDetailSchema,
    errors: ['23101'],
    from: DESIGNED,
  }),
  /** The team members the member follows (关注), the latest first. */
  attentions: endpoint({
    method: 'GET',
    path: 'v1/front/attention',
    query: teamPageQuerySchema,
    answer: teamPageSchema,
    from: SPEC_PATH,
  }),
  follow: endpoint({
    method: 'POST',
    path: 'v1/front/attention',
    body: memberIdBodySchema,
    answer: noAnswer,
    errors: ['23101'],
    from: SPEC_PATH,
  }),
  unfollow: endpoint({
    method: 'DELETE',
    path: 'v1/front/attention/:memberId',
    answer: noAnswer,
    errors: ['23101'],
    from: DESIGNED,
  }),
  /** Follows or unfollows several members at once; the answer says who could not be. */
  followBatch: endpoint({
    method: 'POST',
    path: 'v1/front/follow/batch',
    body: followBatchBodySchema,
    answer: followBatchResultSchema,
    errors: ['10201', '23108'],
    from: SPEC_PATH,
  }),
  invitations: endpoint({
    method: 'GET',
    path: 'v1/front/team/invitation',
    query: teamPageQuerySchema,
    answer: invitationPageSchema,
    from: DESIGNED,
  }),
  invite: endpoint({
    method: 'POST',
    path: 'v1/front/team/invitation',
    body: inviteBodySchema,
    answer: noAnswer,
    errors: ['10201', '23102', '23103', '23104', '23105'],
    from: DESIGNED,
  }),
  /** The roles the member has granted in the team. */
  grants: endpoint({
    method: 'GET',
    path: 'v1/front/authorization',
    query: teamPageQuerySchema,
    answer: grantPageSchema,
    from: SPEC_PATH,
  }),
  grant: endpoint({
    method: 'POST',
    path: 'v1/front/team/authorization',
    body: grantBodySchema,
    answer: noAnswer,
    errors: ['10201', '23101', '23106', '23107'],
    from: DESIGNED,
  }),
  actions: endpoint({
    method: 'GET',
    path: 'v1/front/team/action',
    query: teamPageQuerySchema,
    answer: actionPageSchema,
    from: DESIGNED,
  }),
  /** The teams a member may authorize, and the one authorized. */
  authorizableTeams: endpoint({
    method: 'GET',
    path: 'v1/front/authorization/team',
    answer: teamAuthorizationSchema,
    from: SPEC_PATH,
  }),
  /** Authorizes one team; authorizing another moves the member there. */
  authorizeTeam: endpoint({
    method: 'POST',
    path: 'v1/front/authorization',
    body: authorizeTeamBodySchema,
    answer: teamAuthorizationSchema,
    errors: ['10106'],
    from: SPEC_PATH,
  }),
  /** Whom the member follows: their referrer. */
  followState: endpoint({
    method: 'GET',
    path: 'v1/front/authorization/follow',
    answer: followStateSchema,
    from: SPEC_PATH,
  }),
  /** The members following this one. */
  fans: endpoint({
    method: 'GET',
    path: 'v1/front/authorization/fen',
    query: teamPageQuerySchema,
    answer: fansSchema,
    from: SPEC_PATH,
  }),
  /** Follows the member with that phone as referrer, replacing any earlier one. */
  followReferrer: endpoint({
    method: 'PUT',
    path: 'v1/front/follow',
    body: followReferrerBodySchema,
    answer: followStateSchema,
    errors: ['10107', '10108'],
    from: SPEC_PATH,
  }),
  /** One member level up, for a member who has authorized a team. */
  upLevel: endpoint({
    method: 'POST',
    path: 'v1/front/user/up/level',
    answer: upLevelSchema,
    errors: ['10109'],
    from: SPEC_PATH,
  }),
});
