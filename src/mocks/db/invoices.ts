import type { SavedInvoice } from '@/features/invoice/api/invoice-types';
import type { Database, InvoiceRow } from './types';

const toSavedInvoice = (row: InvoiceRow): SavedInvoice => ({
  userInvoiceId: row.userInvoiceId,
  isDefault: row.isDefault,
  isInvoice: row.isInvoice,
  invoiceType: row.invoiceType,
  invoiceUserType: row.invoiceUserType,
  invoiceContent: row.invoiceContent,
  userName: row.userName,
  unitName: row.unitName,
  taxpayerNumber: row.taxpayerNumber,
  registerLocation: row.registerLocation,
  unitPhone: row.unitPhone,
  openingBank: row.openingBank,
  bankCardNumbers: row.bankCardNumbers,
  phone: row.phone,
  email: row.email,
});

/** The member's saved invoice profiles, the default first. */
export const listInvoices = (db: Database, userId: number): SavedInvoice[] =>
  db.invoices
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.isDefault - a.isDefault || a.userInvoiceId - b.userInvoiceId)
    .map(toSavedInvoice);
