import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataChanges } from '@/lib/query-changes';
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

const changesSaved: DataChanges = { invalidates: [invoiceKeys.saved()] };

export function useCreateSavedInvoice() {
  return useMutation({ mutationFn: createSavedInvoice, meta: changesSaved });
}

export function useUpdateSavedInvoice() {
  return useMutation({ mutationFn: updateSavedInvoice, meta: changesSaved });
}

export function useSetDefaultSavedInvoice() {
  return useMutation({ mutationFn: setDefaultSavedInvoice, meta: changesSaved });
}

export function useDeleteSavedInvoice() {
  return useMutation({ mutationFn: deleteSavedInvoice, meta: changesSaved });
}
