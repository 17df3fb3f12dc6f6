import { PORTAL_PATHS } from '@/features/portal/api/portal-api';
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
  memberHandler('get', PORTAL_PATHS.teams, ({ db, user }) => teamAuthorization(db, user.userId)),
  memberHandler('get', PORTAL_PATHS.follow, ({ db, user }) => followState(db, user.userId)),
  memberHandler('get', PORTAL_PATHS.fans, ({ db, user, query }) =>
    listFans(db, user.userId, pageQuery(query)),
  ),
  memberHandler('post', PORTAL_PATHS.authorize, ({ db, user, body }) =>
    authorizeTeam(db, user.userId, requireId(body.teamId), new Date()),
  ),
  memberHandler('put', PORTAL_PATHS.setFollow, ({ db, user, body }) =>
    follow(db, user, requireText(body, 'phone'), new Date()),
  ),
  memberHandler('post', PORTAL_PATHS.upLevel, ({ db, user }) => upgradeLevel(db, user)),
];
