import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { fillPath } from '@/lib/api-types';
import {
  awardPageSchema,
  awardSchema,
  creditLogPageSchema,
  creditRatingSchema,
  guaranteeSummarySchema,
} from './standing-schemas';
import type { AwardQuery } from './standing-types';

export const STANDING_PATHS = {
  guarantees: 'v1/front/guarantee',
  awards: 'v1/front/award',
  award: 'v1/front/award/:awardId',
  credit: 'v1/front/credit',
  creditLogs: 'v1/front/credit/log',
} as const;

/** The member's deposits, each with its history, and what they hold now in all. */
export const getGuarantees = () => apiClient.get(STANDING_PATHS.guarantees, guaranteeSummarySchema);

/** The member's rewards, newest first, optionally of one state. */
export const getAwards = (query: AwardQuery) =>
  apiClient.get(STANDING_PATHS.awards, awardPageSchema, { params: query });

/** 领取: the reward's amount goes into the balance; answers the claimed reward. */
export const claimAward = (awardId: number) =>
  apiClient.put(fillPath(STANDING_PATHS.award, { awardId }), undefined, awardSchema);

export const getCreditRating = () => apiClient.get(STANDING_PATHS.credit, creditRatingSchema);

/** The credit score's changes, newest first. */
export const getCreditLogs = (query: PageQuery) =>
  apiClient.get(STANDING_PATHS.creditLogs, creditLogPageSchema, { params: query });
