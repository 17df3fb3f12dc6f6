import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@/lib/api-types';
import { ApiError, apiClient } from '@/lib/api-client';
import { changesOfGroup } from '@/lib/endpoint-query';
import { useIntentKey } from '@/lib/use-intent-key';
import { useSingleFlight } from '@/lib/use-single-flight';
import { capitalEndpoints } from '../api/capital-endpoints';
import { financeEndpoints } from '../api/finance-endpoints';
import type { BillQuery, WithdrawalBody } from '../api/finance-schemas';
import { balanceQuery, billsQuery, withdrawalsQuery } from './withdrawal-queries';

export function useWithdrawBalance() {
  return useQuery(balanceQuery());
}

export function useBills(query: BillQuery) {
  return useQuery({ ...billsQuery(query), placeholderData: keepPreviousData });
}

export function useWithdrawals(query: PageQuery) {
  return useQuery({ ...withdrawalsQuery(query), placeholderData: keepPreviousData });
}

/**
 * How a withdrawal request ended: submitted, refused with a message, not received by the server
 * (its answer was lost and the requests list shows no request with its number), or unknown (the
 * list could not be read either).
 */
export type WithdrawOutcome = 'submitted' | 'refused' | 'notReceived' | 'unknown';

/** The requests list is newest first: a request sent moments ago is on its first page. */
const RECENT_REQUESTS: PageQuery = { pageNo: 1, pageSize: 20 };

/** After a lost answer: asks the server whether the request with this number arrived. */
async function reconcile(requestNo: string): Promise<WithdrawOutcome> {
  try {
    const { list } = await apiClient.call(financeEndpoints.withdrawals, { query: RECENT_REQUESTS });
    return list.some((row) => row.requestNo === requestNo) ? 'submitted' : 'notReceived';
  } catch {
    return 'unknown';
  }
}

/**
 * A withdrawal request carries its intent's idempotency key, also as its requestNo: a retry
 * after a lost answer gets the first answer and holds the money once, and the requests list
 * shows whether it arrived.
 */
const createWithdrawal = (body: WithdrawalBody, idempotencyKey: string) =>
  apiClient.call(financeEndpoints.withdraw, {
    body: { ...body, requestNo: idempotencyKey },
    idempotencyKey,
  });

/** Sends the request; after a lost answer, asks the server how it ended. */
async function send(body: WithdrawalBody, key: string): Promise<WithdrawOutcome> {
  try {
    await createWithdrawal(body, key);
    return 'submitted';
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') return reconcile(key);
    return 'refused';
  }
}

/**
 * 提交提现申请: one idempotency key per intent, also sent as the request number. After a lost
 * answer the outcome is looked up in the requests list, never guessed; the key is kept until
 * the outcome is known, so that sending the same request again cannot hold the money twice. A
 * new intent (changed values, or after a known outcome) gets a new key. Once the outcome is
 * settled, whatever it is, the member's money is refreshed here and wherever it is shown (the
 * member centre's balance among others); not before, so that the look-up reads the server
 * first.
 */
export function useRequestWithdrawal() {
  const intent = useIntentKey();
  const withdrawal = useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalBody; key: string }) => send(body, key),
    meta: { ...changesOfGroup(financeEndpoints, capitalEndpoints), topics: ['balance'] },
  });

  // one request at a time: a second click while one is out resolves undefined
  const { run, pending } = useSingleFlight(async (body: WithdrawalBody) => {
    const outcome = await withdrawal.mutateAsync({ body, key: intent.current() });
    if (outcome === 'submitted' || outcome === 'refused') intent.renew();
    return outcome;
  });

  return { request: run, pending, forgetIntent: intent.renew };
}
