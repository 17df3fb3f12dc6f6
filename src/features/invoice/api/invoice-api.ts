import { apiClient } from '@/lib/api-client';
import { savedInvoicesSchema } from './invoice-schemas';

export const INVOICE_PATHS = {
  savedInvoices: 'v1/front/user/invoice',
} as const;

export const getSavedInvoices = () =>
  apiClient.get(INVOICE_PATHS.savedInvoices, savedInvoicesSchema);
