import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { fillPath } from '@/lib/api-types';
import { noAnswer } from '@/lib/schema';
import {
  billPageSchema,
  userBankSchema,
  userBanksSchema,
  withdrawalPageSchema,
  withdrawalSchema,
  withdrawBalanceSchema,
} from './finance-schemas';
import type { BankInput, BillQuery, WithdrawalBody, WithdrawalRequest } from './finance-types';

export const FINANCE_PATHS = {
  banks: 'v1/front/my/bank',
  bank: 'v1/front/my/bank/:userBankId',
  defaultBank: 'v1/front/my/bank/:userBankId/default',
  bills: 'v1/front/withdraw/deposit',
  balance: 'v1/front/withdraw/deposit/balance',
  withdrawals: 'v1/front/withdraw/deposit/apply',
} as const;

/** The member's bank accounts, the default first. */
export const getMyBanks = () => apiClient.get(FINANCE_PATHS.banks, userBanksSchema);

export const createBank = (body: BankInput) =>
  apiClient.post(FINANCE_PATHS.banks, body, userBankSchema);

export const updateBank = ({ userBankId, ...body }: BankInput & { userBankId: number }) =>
  apiClient.put(fillPath(FINANCE_PATHS.bank, { userBankId }), body, userBankSchema);

export const deleteBank = (userBankId: number) =>
  apiClient.delete(fillPath(FINANCE_PATHS.bank, { userBankId }), noAnswer);

export const setDefaultBank = (userBankId: number) =>
  apiClient.put(fillPath(FINANCE_PATHS.defaultBank, { userBankId }), undefined, noAnswer);

/** The statement of money in and out, newest first. */
export const getBills = (query: BillQuery) =>
  apiClient.get(FINANCE_PATHS.bills, billPageSchema, { params: query });

export const getWithdrawBalance = () => apiClient.get(FINANCE_PATHS.balance, withdrawBalanceSchema);

/**
 * A withdrawal request carries its intent's idempotency key, also as its requestNo: a retry
 * after a lost answer gets the first answer and holds the money once, and the requests list
 * shows whether it arrived.
 */
export const createWithdrawal = (body: WithdrawalBody, idempotencyKey: string) =>
  apiClient.post(
    FINANCE_PATHS.bills,
    { ...body, requestNo: idempotencyKey } satisfies WithdrawalRequest,
    withdrawalSchema,
    { idempotencyKey },
  );

export const getWithdrawals = (query: PageQuery) =>
  apiClient.get(FINANCE_PATHS.withdrawals, withdrawalPageSchema, { params: query });
