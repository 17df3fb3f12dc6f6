import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  awardPageSchema,
  awardQuerySchema,
  awardSchema,
  creditLogPageSchema,
  creditLogQuerySchema,
  creditRatingSchema,
  guaranteeSummarySchema,
} from './standing-schemas';

export const standingEndpoints = endpointGroup('standing', {
  /** The member's deposits, each with its history, and what they hold now in all. */
  guarantees: endpoint({
    method: 'GET',
    path: 'v1/front/guarantee',
    answer: guaranteeSummarySchema,
    from: SPEC_PATH,
  }),
  /** The member's rewards, newest first, optionally of one state. */
  awards: endpoint({
    method: 'GET',
    path: 'v1/front/award',
    query: awardQuerySchema,
    answer: awardPageSchema,
    from: SPEC_PATH,
  }),
  /** 领取: the reward's amount goes into the balance; answers the claimed reward. */
  claimAward: endpoint({
    method: 'PUT',
    path: 'v1/front/award/:awardId',
    answer: awardSchema,
    errors: ['21001', '21002', '21003'],
    from: SPEC_PATH,
  }),
  credit: endpoint({
    method: 'GET',
    path: 'v1/front/credit',
    answer: creditRatingSchema,
    from: DESIGNED,
  }),
  /** The credit score's changes, newest first. */
  creditLogs: endpoint({
    method: 'GET',
    path: 'v1/front/credit/log',
    query: creditLogQuerySchema,
    answer: creditLogPageSchema,
    from: DESIGNED,
  }),
});
