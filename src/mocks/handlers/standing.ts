import { standingEndpoints } from '@/features/standing/api/standing-endpoints';
import { claimAward, listAwards } from '../db/awards';
import { creditRatingOf, listCreditLogs } from '../db/credit';
import { guaranteeSummaryOf } from '../db/guarantees';
import { pageOf } from '../db/paging';
import { memberHandler } from './envelope';
import { pageQuery, requireId } from './request-fields';

export const standingHandlers = [
  memberHandler(standingEndpoints.guarantees, ({ db, user }) =>
    guaranteeSummaryOf(db, user.userId),
  ),
  memberHandler(standingEndpoints.awards, ({ db, user, query }) =>
    pageOf(listAwards(db, user.userId, query.state ?? null), pageQuery(query)),
  ),
  memberHandler(standingEndpoints.claimAward, ({ db, user, params }) =>
    claimAward(db, user, requireId(params.awardId)),
  ),
  memberHandler(standingEndpoints.credit, ({ db, user }) => creditRatingOf(db, user.userId)),
  memberHandler(standingEndpoints.creditLogs, ({ db, user, query }) =>
    pageOf(listCreditLogs(db, user.userId), pageQuery(query)),
  ),
];
