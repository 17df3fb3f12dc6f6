import { ordersCopy } from '@/copy';
import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import { createInvoiceInformation } from '@/features/invoice/utils/invoice-rules';
import type { OrderInvoice } from '../api/orders-schemas';

const UNIT = 1;

/** The form to start from: the refused request to correct, or a new invoice. */
export function initialInvoiceApply(
  current: OrderInvoice | undefined,
  defaultEmail: string,
): InvoiceInformation {
  const start = current?.invoiceInformation ?? createInvoiceInformation(defaultEmail);
  return { ...start, isInvoice: 1 };
}

/** Why the request cannot be sent yet, or null. Only the title is required. */
export function invoiceApplyProblem(value: InvoiceInformation): string | null {
  if (value.isInvoice !== 1) return ordersCopy.chooseInvoice;
  const title = value.invoiceUserType === UNIT ? value.unitName : value.userName;
  return title.trim() ? null : ordersCopy.invoiceTitleMissing;
}
