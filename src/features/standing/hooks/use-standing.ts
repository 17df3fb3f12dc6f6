import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { rewardCopy } from '@/copy';
import type { PageQuery } from '@/lib/api-types';
import { ApiError } from '@/lib/api-client';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { formatFen } from '@/utils/money';
import {
  claimAward,
  getAwards,
  getCreditLogs,
  getCreditRating,
  getGuarantees,
} from '../api/standing-api';
import { standingKeys } from '../api/standing-keys';
import type { AwardQuery } from '../api/standing-schemas';

/** The deposits; the member centre's 保证金 statistic reads the same cache entry. */
export function useGuarantees() {
  return useQuery({
    queryKey: standingKeys.guarantees(),
    queryFn: getGuarantees,
    meta: { topics: ['balance'] },
  });
}

export function useAwards(query: AwardQuery) {
  return useQuery({
    queryKey: standingKeys.awards(query),
    queryFn: () => getAwards(query),
    placeholderData: keepPreviousData,
    meta: { topics: ['balance'] },
  });
}

/** The credit rating; the member centre's 信用 statistic reads the same cache entry. */
export function useCreditRating() {
  return useQuery({ queryKey: standingKeys.credit(), queryFn: getCreditRating });
}

export function useCreditLogs(query: PageQuery) {
  return useQuery({
    queryKey: standingKeys.creditLogs(query),
    queryFn: () => getCreditLogs(query),
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
    mutationFn: claimAward,
    onSuccess: (award) => getFeedback().toastSuccess(rewardCopy.claimed(formatFen(award.amount))),
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'network') {
        getFeedback().toastWarning(rewardCopy.claimUnknown);
      } else {
        reportUnshownError(error);
      }
    },
    meta: { invalidates: [standingKeys.all], topics: ['balance'] },
  });
}
