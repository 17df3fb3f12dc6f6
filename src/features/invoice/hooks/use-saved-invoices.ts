import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { changesOf, endpointQuery } from '@/lib/endpoint-query';
import { invoiceEndpoints } from '../api/invoice-endpoints';
import type { InvoiceProfileInput } from '../api/invoice-schemas';

/** The member's invoice profiles; the order dialog's picker reads the same cache entry. */
export function useSavedInvoices() {
  return useQuery(endpointQuery(invoiceEndpoints.savedInvoices));
}

const changesSaved = changesOf(invoiceEndpoints.savedInvoices);

export function useCreateSavedInvoice() {
  return useMutation({
    mutationFn: (body: InvoiceProfileInput) => apiClient.call(invoiceEndpoints.create, { body }),
    meta: changesSaved,
  });
}

export function useUpdateSavedInvoice() {
  return useMutation({
    mutationFn: ({ userInvoiceId, ...body }: InvoiceProfileInput & { userInvoiceId: number }) =>
      apiClient.call(invoiceEndpoints.update, { path: { userInvoiceId }, body }),
    meta: changesSaved,
  });
}

export function useSetDefaultSavedInvoice() {
  return useMutation({
    mutationFn: (userInvoiceId: number) =>
      apiClient.call(invoiceEndpoints.setDefault, { path: { userInvoiceId } }),
    meta: changesSaved,
  });
}

export function useDeleteSavedInvoice() {
  return useMutation({
    mutationFn: (userInvoiceId: number) =>
      apiClient.call(invoiceEndpoints.remove, { path: { userInvoiceId } }),
    meta: changesSaved,
  });
}
