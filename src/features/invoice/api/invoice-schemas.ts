import { flag, int, list, oneOf, text, v, type Schema } from '@/lib/schema';
import type { InvoiceInformation, SavedInvoice } from './invoice-types';

export const invoiceInformationEntries = {
  isInvoice: flag(),
  invoiceType: oneOf([0, 1, 2], 0),
  invoiceUserType: oneOf([0, 1], 0),
  invoiceContent: oneOf([0, 1], 0),
  userName: text(),
  unitName: text(),
  taxpayerNumber: text(),
  registerLocation: text(),
  unitPhone: text(),
  openingBank: text(),
  bankCardNumbers: text(),
  phone: text(),
  email: text(),
};

export const invoiceInformationSchema: Schema<InvoiceInformation> =
  v.object(invoiceInformationEntries);

export const savedInvoiceSchema: Schema<SavedInvoice> = v.object({
  ...invoiceInformationEntries,
  userInvoiceId: int(),
  isDefault: flag(),
});

export const savedInvoicesSchema: Schema<SavedInvoice[]> = list(savedInvoiceSchema);
