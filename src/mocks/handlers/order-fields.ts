import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import type { AfterSaleType } from '@/lib/enums/after-sale-type';
import { INVOICE_TYPES, invoiceFields } from '../db/invoice-rules';
import type { OrderTerms } from '../db/order-create';
import { flag, isRecord, requireId, requireOneOf, text } from './request-fields';
import { commonError } from '../db/errors/common';

export const AFTER_SALE_TYPES = [0, 1, 2] as const satisfies readonly AfterSaleType[];

/** The invoiceInformation object of a request; a missing or malformed one is refused. */
export function readInvoiceInformation(value: unknown): InvoiceInformation {
  if (!isRecord(value)) throw commonError('missingParameter');
  return {
    isInvoice: 1,
    invoiceType: requireOneOf(INVOICE_TYPES, value.invoiceType),
    invoiceUserType: flag(value.invoiceUserType),
    invoiceContent: flag(value.invoiceContent),
    ...invoiceFields((name) => text(value, name)),
  };
}

/** Address and invoice of a new order; the invoice is read only when isInvoice is 1. */
export const readOrderTerms = (body: Record<string, unknown>): OrderTerms => ({
  userAddressId: requireId(body.userAddressId),
  invoice: flag(body.isInvoice) === 1 ? readInvoiceInformation(body.invoiceInformation) : null,
});
