import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PageQuery } from '@/lib/api-types';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { createWithdrawal, getBills, getWithdrawals, getWithdrawBalance } from '../api/finance-api';
import { financeKeys } from '../api/finance-keys';
import type { BillQuery, WithdrawalBody } from '../api/finance-types';

export function useWithdrawBalance() {
  return useQuery({ queryKey: financeKeys.balance(), queryFn: getWithdrawBalance });
}

export function useBills(query: BillQuery) {
  return useQuery({
    queryKey: financeKeys.bills(query),
    queryFn: () => getBills(query),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(query: PageQuery) {
  return useQuery({
    queryKey: financeKeys.withdrawals(query),
    queryFn: () => getWithdrawals(query),
    placeholderData: keepPreviousData,
  });
}

/** How a withdrawal request ended. */
export type WithdrawOutcome = 'submitted' | 'refused' | 'unknown';

/**
 * 提交提现申请: one idempotency key per intent, kept while the outcome is unknown (a lost
 * answer) so that sending the same request again cannot hold the money twice; a new intent
 * (changed values, or after an answer) gets a new key. Every outcome refreshes the balance, the
 * statement and the requests, and the rest of the cache (the member centre's balance).
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  const intentKey = useRef<string | null>(null);
  const [pending, setPending] = useState(false);

  const forgetIntent = () => {
    intentKey.current = null;
  };

  const request = async (body: WithdrawalBody): Promise<WithdrawOutcome> => {
    intentKey.current ??= newIdempotencyKey();
    setPending(true);
    try {
      await createWithdrawal(body, intentKey.current);
      intentKey.current = null;
      return 'submitted';
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') return 'unknown';
      intentKey.current = null;
      return 'refused';
    } finally {
      setPending(false);
      void queryClient.invalidateQueries();
    }
  };

  return { request, pending, forgetIntent };
}
