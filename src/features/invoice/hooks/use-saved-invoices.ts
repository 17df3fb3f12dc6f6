import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSavedInvoice,
  deleteSavedInvoice,
  getSavedInvoices,
  setDefaultSavedInvoice,
  updateSavedInvoice,
} from '../api/invoice-api';
import { invoiceKeys } from '../api/invoice-keys';

/** The member's invoice profiles; the order dialog's picker reads the same cache entry. */
export function useSavedInvoices() {
  return useQuery({ queryKey: invoiceKeys.saved(), queryFn: getSavedInvoices });
}

function useInvalidateSavedInvoices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoiceKeys.saved() });
}

export function useCreateSavedInvoice() {
  const invalidate = useInvalidateSavedInvoices();
  return useMutation({ mutationFn: createSavedInvoice, onSuccess: invalidate });
}

export function useUpdateSavedInvoice() {
  const invalidate = useInvalidateSavedInvoices();
  return useMutation({ mutationFn: updateSavedInvoice, onSuccess: invalidate });
}

export function useSetDefaultSavedInvoice() {
  const invalidate = useInvalidateSavedInvoices();
  return useMutation({ mutationFn: setDefaultSavedInvoice, onSuccess: invalidate });
}

export function useDeleteSavedInvoice() {
  const invalidate = useInvalidateSavedInvoices();
  return useMutation({ mutationFn: deleteSavedInvoice, onSuccess: invalidate });
}
