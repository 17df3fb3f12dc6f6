import { FOLLOW_BATCH_ACTIONS, TEAM_DEPTHS } from '@/features/team/api/team-types';
import { TEAM_PATHS } from '@/features/team/api/team-api';
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
  memberHandler('get', TEAM_PATHS.team, ({ db, user, query }) =>
    listTeam(
      db,
      user,
      { depth: oneOf(TEAM_DEPTHS, query.get('depth')), keyword: query.get('keyword') ?? '' },
      pageQuery(query),
    ),
  ),
  memberHandler('get', TEAM_PATHS.tree, ({ db, user }) => teamTree(db, user)),
  memberHandler('get', TEAM_PATHS.member, ({ db, user, params }) =>
    teamMemberDetail(db, user, requireId(params.memberId)),
  ),
  memberHandler('get', TEAM_PATHS.attentions, ({ db, user, query }) =>
    listAttentions(db, user, pageQuery(query)),
  ),
  memberHandler('post', TEAM_PATHS.attentions, ({ db, user, body }) =>
    followMember(db, user, requireId(body.memberId), new Date()),
  ),
  memberHandler('delete', TEAM_PATHS.attention, ({ db, user, params }) =>
    unfollowMember(db, user, requireId(params.memberId)),
  ),
  memberHandler('post', TEAM_PATHS.followBatch, ({ db, user, body }) =>
    followBatch(
      db,
      user,
      readIdList(body.memberIds),
      oneOf(FOLLOW_BATCH_ACTIONS, text(body, 'action')) ?? 'FOLLOW',
      new Date(),
    ),
  ),
  memberHandler('get', TEAM_PATHS.invitations, ({ db, user, query }) =>
    listInvitations(db, user, pageQuery(query)),
  ),
  memberHandler('post', TEAM_PATHS.invitations, ({ db, user, body }) =>
    invite(db, user, requireText(body, 'phone'), new Date()),
  ),
  memberHandler('get', TEAM_PATHS.grants, ({ db, user, query }) =>
    listGrants(db, user, pageQuery(query)),
  ),
  memberHandler('post', TEAM_PATHS.grant, ({ db, user, body }) =>
    grantRole(db, user, requireId(body.memberId), text(body, 'role'), new Date()),
  ),
  memberHandler('get', TEAM_PATHS.actions, ({ db, user, query }) =>
    listTeamActions(db, user, pageQuery(query)),
  ),
];
