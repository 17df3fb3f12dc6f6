import { apiClient } from '@/lib/api-client';
import { financeEndpoints } from './finance-endpoints';
import type { BankInput, BillQuery, PageOnlyQuery, WithdrawalBody } from './finance-schemas';

export const getMyBanks = () => apiClient.call(financeEndpoints.banks);

export const createBank = (body: BankInput) =>
  apiClient.call(financeEndpoints.createBank, { body });

export const updateBank = ({ userBankId, ...body }: BankInput & { userBankId: number }) =>
  apiClient.call(financeEndpoints.updateBank, { path: { userBankId }, body });

export const deleteBank = (userBankId: number) =>
  apiClient.call(financeEndpoints.deleteBank, { path: { userBankId } });

export const setDefaultBank = (userBankId: number) =>
  apiClient.call(financeEndpoints.setDefaultBank, { path: { userBankId } });

export const getBills = (query: BillQuery) => apiClient.call(financeEndpoints.bills, { query });

export const getWithdrawBalance = () => apiClient.call(financeEndpoints.balance);

/**
 * A withdrawal request carries its intent's idempotency key, also as its requestNo: a retry
 * after a lost answer gets the first answer and holds the money once, and the requests list
 * shows whether it arrived.
 */
export const createWithdrawal = (body: WithdrawalBody, idempotencyKey: string) =>
  apiClient.call(financeEndpoints.withdraw, {
    body: { ...body, requestNo: idempotencyKey },
    idempotencyKey,
  });

export const getWithdrawals = (query: PageOnlyQuery) =>
  apiClient.call(financeEndpoints.withdrawals, { query });
