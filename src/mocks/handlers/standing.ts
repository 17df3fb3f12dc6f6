import { STANDING_PATHS } from '@/features/standing/api/standing-api';
import { AWARD_STATES } from '@/features/standing/api/standing-types';
import { claimAward, listAwards } from '../db/awards';
import { creditRatingOf, listCreditLogs } from '../db/credit';
import { guaranteeSummaryOf } from '../db/guarantees';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { oneOf, pageQuery, requireId } from './request-fields';

export const standingHandlers = [
  memberHandler('get', STANDING_PATHS.guarantees, ({ db, user }) =>
    guaranteeSummaryOf(db, user.userId),
  ),
  memberHandler('get', STANDING_PATHS.awards, ({ db, user, query }) =>
    pageOf(listAwards(db, user.userId, oneOf(AWARD_STATES, query.get('state'))), pageQuery(query)),
  ),
  memberHandler('put', STANDING_PATHS.award, ({ db, user, params }) =>
    claimAward(db, user, requireId(params.awardId)),
  ),
  memberHandler('get', STANDING_PATHS.credit, ({ db, user }) => creditRatingOf(db, user.userId)),
  memberHandler('get', STANDING_PATHS.creditLogs, ({ db, user, query }) =>
    pageOf(listCreditLogs(db, user.userId), pageQuery(query)),
  ),
];
