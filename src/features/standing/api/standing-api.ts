import { apiClient } from '@/lib/api-client';
import { standingEndpoints } from './standing-endpoints';
import type { AwardQuery, CreditLogQuery } from './standing-schemas';

export const getGuarantees = () => apiClient.call(standingEndpoints.guarantees);

export const getAwards = (query: AwardQuery) => apiClient.call(standingEndpoints.awards, { query });

export const claimAward = (awardId: number) =>
  apiClient.call(standingEndpoints.claimAward, { path: { awardId } });

export const getCreditRating = () => apiClient.call(standingEndpoints.credit);

export const getCreditLogs = (query: CreditLogQuery) =>
  apiClient.call(standingEndpoints.creditLogs, { query });
