import { apiClient } from '@/lib/api-client';
import { unchecked } from '@/lib/schema';
import type { SavedInvoice } from './invoice-types';

export const INVOICE_PATHS = {
  savedInvoices: 'v1/front/user/invoice',
} as const;

export const getSavedInvoices = () =>
  apiClient.get(INVOICE_PATHS.savedInvoices, unchecked<SavedInvoice[]>());
