import { TEAM_PATHS } from '@/features/team/api/team-api';
import {
  authorizeTeam,
  follow,
  followState,
  listFans,
  teamAuthorization,
  upgradeLevel,
} from '../db/connect';
import { memberHandler } from './envelope';
import { pageQuery, requireId, requireText } from './request-fields';

/** Team authorization, the referrer (follow), followers (fen) and the level upgrade. */
export const portalConnectHandlers = [
  memberHandler('get', TEAM_PATHS.authorizableTeams, ({ db, user }) =>
    teamAuthorization(db, user.userId),
  ),
  memberHandler('get', TEAM_PATHS.followState, ({ db, user }) => followState(db, user.userId)),
  memberHandler('get', TEAM_PATHS.fans, ({ db, user, query }) =>
    listFans(db, user.userId, pageQuery(query)),
  ),
  memberHandler('post', TEAM_PATHS.grants, ({ db, user, body }) =>
    authorizeTeam(db, user.userId, requireId(body.teamId), new Date()),
  ),
  memberHandler('put', TEAM_PATHS.follow, ({ db, user, body }) =>
    follow(db, user, requireText(body, 'phone'), new Date()),
  ),
  memberHandler('post', TEAM_PATHS.upLevel, ({ db, user }) => upgradeLevel(db, user)),
];
