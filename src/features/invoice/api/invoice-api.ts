import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import { noAnswer } from '@/lib/schema';
import { savedInvoiceSchema, savedInvoicesSchema } from './invoice-schemas';
import type { InvoiceProfileInput } from './invoice-types';

export const INVOICE_PATHS = {
  savedInvoices: 'v1/front/user/invoice',
  savedInvoice: 'v1/front/user/invoice/:userInvoiceId',
  defaultInvoice: 'v1/front/user/invoice/:userInvoiceId/default',
} as const;

/** The member's saved invoice profiles, the default first. */
export const getSavedInvoices = () =>
  apiClient.get(INVOICE_PATHS.savedInvoices, savedInvoicesSchema);

export const createSavedInvoice = (body: InvoiceProfileInput) =>
  apiClient.post(INVOICE_PATHS.savedInvoices, body, savedInvoiceSchema);

export const updateSavedInvoice = ({
  userInvoiceId,
  ...body
}: InvoiceProfileInput & { userInvoiceId: number }) =>
  apiClient.put(fillPath(INVOICE_PATHS.savedInvoice, { userInvoiceId }), body, savedInvoiceSchema);

export const deleteSavedInvoice = (userInvoiceId: number) =>
  apiClient.delete(fillPath(INVOICE_PATHS.savedInvoice, { userInvoiceId }), noAnswer);

export const setDefaultSavedInvoice = (userInvoiceId: number) =>
  apiClient.put(fillPath(INVOICE_PATHS.defaultInvoice, { userInvoiceId }), undefined, noAnswer);
