import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataChanges } from '@/lib/query-changes';
import { createBank, deleteBank, getMyBanks, setDefaultBank, updateBank } from '../api/finance-api';
import { financeKeys } from '../api/finance-keys';

/** The member's bank accounts; the recharge dialog's saved banks read the same cache entry. */
export function useMyBanks() {
  return useQuery({ queryKey: financeKeys.banks(), queryFn: getMyBanks });
}

const changesBanks: DataChanges = { invalidates: [financeKeys.banks()] };

export function useCreateBank() {
  return useMutation({ mutationFn: createBank, meta: changesBanks });
}

export function useUpdateBank() {
  return useMutation({ mutationFn: updateBank, meta: changesBanks });
}

export function useSetDefaultBank() {
  return useMutation({ mutationFn: setDefaultBank, meta: changesBanks });
}

export function useDeleteBank() {
  return useMutation({ mutationFn: deleteBank, meta: changesBanks });
}
