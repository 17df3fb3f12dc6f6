import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOf } from '@/lib/endpoint-query';
import { financeEndpoints } from '../api/finance-endpoints';
import type { BankInput } from '../api/finance-schemas';
import { banksQuery } from './withdrawal-queries';

/** The member's bank accounts; the recharge dialog's saved banks read the same cache entry. */
export function useMyBanks() {
  return useQuery(banksQuery());
}

const changesBanks = changesOf(financeEndpoints.banks);

export function useCreateBank() {
  return useMutation({
    mutationFn: (body: BankInput) => apiClient.call(financeEndpoints.createBank, { body }),
    meta: changesBanks,
  });
}

export function useUpdateBank() {
  return useMutation({
    mutationFn: ({ userBankId, ...body }: BankInput & { userBankId: number }) =>
      apiClient.call(financeEndpoints.updateBank, { path: { userBankId }, body }),
    meta: changesBanks,
  });
}

export function useSetDefaultBank() {
  return useMutation({
    mutationFn: (userBankId: number) =>
      apiClient.call(financeEndpoints.setDefaultBank, { path: { userBankId } }),
    meta: changesBanks,
  });
}

export function useDeleteBank() {
  return useMutation({
    mutationFn: (userBankId: number) =>
      apiClient.call(financeEndpoints.deleteBank, { path: { userBankId } }),
    meta: changesBanks,
  });
}
