import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBank, deleteBank, getMyBanks, setDefaultBank, updateBank } from '../api/finance-api';
import { financeKeys } from '../api/finance-keys';

/** The member's bank accounts; the recharge dialog's saved banks read the same cache entry. */
export function useMyBanks() {
  return useQuery({ queryKey: financeKeys.banks(), queryFn: getMyBanks });
}

function useInvalidateBanks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: financeKeys.banks() });
}

export function useCreateBank() {
  const invalidate = useInvalidateBanks();
  return useMutation({ mutationFn: createBank, onSuccess: invalidate });
}

export function useUpdateBank() {
  const invalidate = useInvalidateBanks();
  return useMutation({ mutationFn: updateBank, onSuccess: invalidate });
}

export function useSetDefaultBank() {
  const invalidate = useInvalidateBanks();
  return useMutation({ mutationFn: setDefaultBank, onSuccess: invalidate });
}

export function useDeleteBank() {
  const invalidate = useInvalidateBanks();
  return useMutation({ mutationFn: deleteBank, onSuccess: invalidate });
}
