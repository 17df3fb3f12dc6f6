import { teamEndpoints } from '@/features/team/api/team-endpoints';
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
  memberHandler(teamEndpoints.authorizableTeams, ({ db, user }) =>
    teamAuthorization(db, user.userId),
  ),
  memberHandler(teamEndpoints.followState, ({ db, user }) => followState(db, user.userId)),
  memberHandler(teamEndpoints.fans, ({ db, user, query }) =>
    listFans(db, user.userId, pageQuery(query)),
  ),
  memberHandler(teamEndpoints.authorizeTeam, ({ db, user, body }) =>
    authorizeTeam(db, user.userId, requireId(body.teamId), new Date()),
  ),
  memberHandler(teamEndpoints.followReferrer, ({ db, user, body }) =>
    follow(db, user, requireText(body.phone), new Date()),
  ),
  memberHandler(teamEndpoints.upLevel, ({ db, user }) => upgradeLevel(db, user)),
];
