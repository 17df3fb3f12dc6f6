import { apiClient } from '@/lib/api-client';
import { invoiceEndpoints } from './invoice-endpoints';
import type { InvoiceProfileInput } from './invoice-schemas';

export const getSavedInvoices = () => apiClient.call(invoiceEndpoints.savedInvoices);

export const createSavedInvoice = (body: InvoiceProfileInput) =>
  apiClient.call(invoiceEndpoints.create, { body });

export const updateSavedInvoice = ({
  userInvoiceId,
  ...body
}: InvoiceProfileInput & { userInvoiceId: number }) =>
  apiClient.call(invoiceEndpoints.update, { path: { userInvoiceId }, body });

export const deleteSavedInvoice = (userInvoiceId: number) =>
  apiClient.call(invoiceEndpoints.remove, { path: { userInvoiceId } });

export const setDefaultSavedInvoice = (userInvoiceId: number) =>
  apiClient.call(invoiceEndpoints.setDefault, { path: { userInvoiceId } });
