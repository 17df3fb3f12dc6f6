import type {
  InvoiceFieldName,
  InvoiceFields,
  InvoiceInformation,
} from '@/features/invoice/api/invoice-types';

/** Every text field of an invoice, each from `read` (the type makes sure none is forgotten). */
export const invoiceFields = (read: (name: InvoiceFieldName) => string): InvoiceFields => ({
  userName: read('userName'),
  unitName: read('unitName'),
  taxpayerNumber: read('taxpayerNumber'),
  registerLocation: read('registerLocation'),
  unitPhone: read('unitPhone'),
  openingBank: read('openingBank'),
  bankCardNumbers: read('bankCardNumbers'),
  phone: read('phone'),
  email: read('email'),
});

/** Just the invoice part of a saved profile or a request, without ids or owner. */
export const toInvoiceInformation = (source: InvoiceInformation): InvoiceInformation => ({
  isInvoice: source.isInvoice,
  invoiceType: source.invoiceType,
  invoiceUserType: source.invoiceUserType,
  invoiceContent: source.invoiceContent,
  ...invoiceFields((name) => source[name]),
});
