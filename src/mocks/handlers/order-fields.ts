import type { InvoiceInformation } from '@/features/invoice/api/invoice-types';
import { mapInvoiceFields } from '@/features/invoice/utils/invoice-rules';
import type { OrderTerms } from '../db/order-create';
import { flag, requireId, requireOneOf, text } from './request-fields';
import { commonError } from '../db/errors/common';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The invoice types, and the after-sales types: 0, 1 or 2. */
export const ZERO_TO_TWO = [0, 1, 2] as const;

/** The invoiceInformation object of a request; a missing or malformed one is refused. */
export function readInvoiceInformation(value: unknown): InvoiceInformation {
  if (!isRecord(value)) throw commonError('missingParameter');
  return {
    isInvoice: 1,
    invoiceType: requireOneOf(ZERO_TO_TWO, value.invoiceType),
    invoiceUserType: flag(value.invoiceUserType),
    invoiceContent: flag(value.invoiceContent),
    ...mapInvoiceFields((name) => text(value, name)),
  };
}

/** Address and invoice of a new order; the invoice is read only when isInvoice is 1. */
export const readOrderTerms = (body: Record<string, unknown>): OrderTerms => ({
  userAddressId: requireId(body.userAddressId),
  invoice: flag(body.isInvoice) === 1 ? readInvoiceInformation(body.invoiceInformation) : null,
});
