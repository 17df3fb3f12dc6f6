import { FOLLOW_BATCH_ACTIONS } from '@/features/team/api/team-schemas';
import { TEAM_DEPTHS } from '@/lib/enums/team';
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
import { oneOf, pageQuery, requireId, requireText, text } from './request-fields';

const readIdList = (raw: unknown): number[] => (Array.isArray(raw) ? raw.map(requireId) : []);

/** The member area's team family: the team, following, invitations, roles and actions. */
export const teamHandlers = [
  memberHandler(teamEndpoints.team, ({ db, user, query }) =>
    listTeam(
      db,
      user,
      { depth: oneOf(TEAM_DEPTHS, query.get('depth')), keyword: query.get('keyword') ?? '' },
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
      readIdList(body.memberIds),
      oneOf(FOLLOW_BATCH_ACTIONS, text(body, 'action')) ?? 'FOLLOW',
      new Date(),
    ),
  ),
  memberHandler(teamEndpoints.invitations, ({ db, user, query }) =>
    listInvitations(db, user, pageQuery(query)),
  ),
  memberHandler(teamEndpoints.invite, ({ db, user, body }) =>
    invite(db, user, requireText(body, 'phone'), new Date()),
  ),
  memberHandler(teamEndpoints.grants, ({ db, user, query }) =>
    listGrants(db, user, pageQuery(query)),
  ),
  memberHandler(teamEndpoints.grant, ({ db, user, body }) =>
    grantRole(db, user, requireId(body.memberId), text(body, 'role'), new Date()),
  ),
  memberHandler(teamEndpoints.actions, ({ db, user, query }) =>
    listTeamActions(db, user, pageQuery(query)),
  ),
];
