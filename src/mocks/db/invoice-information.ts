import type { InvoiceInformation } from '@/features/invoice/api/invoice-types';
import { mapInvoiceFields } from '@/features/invoice/utils/invoice-rules';

/** Just the invoice part of a saved profile or a request, without ids or owner. */
export const toInvoiceInformation = (source: InvoiceInformation): InvoiceInformation => ({
  isInvoice: source.isInvoice,
  invoiceType: source.invoiceType,
  invoiceUserType: source.invoiceUserType,
  invoiceContent: source.invoiceContent,
  ...mapInvoiceFields((name) => source[name]),
});
