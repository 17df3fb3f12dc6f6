import type { SavedInvoice } from '@/features/invoice/api/invoice-types';
import { toInvoiceInformation } from './invoice-information';
import type { Database, InvoiceRow } from './types';

const toSavedInvoice = (row: InvoiceRow): SavedInvoice => ({
  userInvoiceId: row.userInvoiceId,
  isDefault: row.isDefault,
  ...toInvoiceInformation(row),
});

/** The member's saved invoice profiles, the default first. */
export const listInvoices = (db: Database, userId: number): SavedInvoice[] =>
  db.invoices
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.isDefault - a.isDefault || a.userInvoiceId - b.userInvoiceId)
    .map(toSavedInvoice);
