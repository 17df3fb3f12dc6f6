import { teamEndpoints } from '@/features/team/api/team-endpoints';
import {
  followBatch,
  followMember,
  grantRole,
  invite,
  listAttentions,
  listGrants,
  listInvitations,
  listTeam,
  listTeamActions,
  teamMemberDetail,
  teamTree,
  unfollowMember,
} from '../db/team';
import { memberHandler } from './envelope';
import { pageQuery, requireId, requireText } from './request-fields';

/** The member area's team family: the team, following, invitations, roles and actions. */
export const teamHandlers = [
  memberHandler(teamEndpoints.team, ({ db, user, query }) =>
    listTeam(
      db,
      user,
      { depth: query.depth ?? null, keyword: query.keyword ?? '' },
      pageQuery(query),
    ),
  ),
  memberHandler(teamEndpoints.tree, ({ db, user }) => teamTree(db, user)),
  memberHandler(teamEndpoints.member, ({ db, user, params }) =>
    teamMemberDetail(db, user, requireId(params.memberId)),
  ),
  memberHandler(teamEndpoints.attentions, ({ db, user, query }) =>
    listAttentions(db, user, pageQuery(query)),
  ),
  memberHandler(teamEndpoints.follow, ({ db, user, body }) =>
    followMember(db, user, requireId(body.memberId), new Date()),
  ),
  memberHandler(teamEndpoints.unfollow, ({ db, user, params }) =>
    unfollowMember(db, user, requireId(params.memberId)),
  ),
  memberHandler(teamEndpoints.followBatch, ({ db, user, body }) =>
    followBatch(
      db,
      user,
      body.memberIds?.map(requireId) ?? [],
      body.action ?? 'FOLLOW',
      new Date(),
    ),
  ),
  memberHandler(teamEndpoints.invitations, ({ db, user, query }) =>
    listInvitations(db, user, pageQuery(query)),
  ),
  memberHandler(teamEndpoints.invite, ({ db, user, body }) =>
    invite(db, user, requireText(body.phone), new Date()),
  ),
  memberHandler(teamEndpoints.grants, ({ db, user, query }) =>
    listGrants(db, user, pageQuery(query)),
  ),
  memberHandler(teamEndpoints.grant, ({ db, user, body }) =>
    grantRole(db, user, requireId(body.memberId), body.role ?? '', new Date()),
  ),
  memberHandler(teamEndpoints.actions, ({ db, user, query }) =>
    listTeamActions(db, user, pageQuery(query)),
  ),
];
