import { apiClient } from '@/lib/api-client';
import type { SavedInvoice } from './invoice-types';

export const INVOICE_PATHS = {
  savedInvoices: 'v1/front/user/invoice',
} as const;

export const getSavedInvoices = () => apiClient.get<SavedInvoice[]>(INVOICE_PATHS.savedInvoices);
