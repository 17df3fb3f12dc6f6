import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { rewardCopy } from '@/copy';
import type { PageQuery } from '@/lib/api-types';
import { ApiError, apiClient } from '@/lib/api-client';
import { changesOfGroup, endpointQuery } from '@/lib/endpoint-query';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { formatFen } from '@/utils/money';
import { standingEndpoints } from '../api/standing-endpoints';
import type { AwardQuery } from '../api/standing-schemas';

/** The deposits; the member centre's 保证金 statistic reads the same cache entry. */
export function useGuarantees() {
  return useQuery({
    ...endpointQuery(standingEndpoints.guarantees),
    meta: { topics: ['balance'] },
  });
}

export function useAwards(query: AwardQuery) {
  return useQuery({
    ...endpointQuery(standingEndpoints.awards, { query }),
    placeholderData: keepPreviousData,
    meta: { topics: ['balance'] },
  });
}

/** The credit rating; the member centre's 信用 statistic reads the same cache entry. */
export function useCreditRating() {
  return useQuery(endpointQuery(standingEndpoints.credit));
}

export function useCreditLogs(query: PageQuery) {
  return useQuery({
    ...endpointQuery(standingEndpoints.creditLogs, { query }),
    placeholderData: keepPreviousData,
  });
}

/**
 * 领取: the server refuses a reward that is claimed or expired, so sending it again cannot pay
 * twice; after a lost answer the list is read again and shows whether it was claimed. Every
 * outcome refreshes the rewards and the member's money wherever it is shown.
 */
export function useClaimAward() {
  return useMutation({
    mutationFn: (awardId: number) =>
      apiClient.call(standingEndpoints.claimAward, { path: { awardId } }),
    onSuccess: (award) => getFeedback().toastSuccess(rewardCopy.claimed(formatFen(award.amount))),
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'network') {
        getFeedback().toastWarning(rewardCopy.claimUnknown);
      } else {
        reportUnshownError(error);
      }
    },
    meta: { ...changesOfGroup(standingEndpoints), topics: ['balance'] },
  });
}
