import type { InvoiceInformation } from '@/features/invoice/api/invoice-types';
import { ORDER_STATUSES, type OrderStatus } from '@/features/orders/api/orders-types';
import { mapInvoiceFields } from '@/features/invoice/utils/invoice-rules';
import type { OrderTerms } from '../db/order-create';
import { requireId, text } from './request-fields';
import { commonError } from '../db/errors/common';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const flag = (value: unknown): 0 | 1 => (Number(value) === 1 ? 1 : 0);

/** 0, 1 or 2; anything else is a malformed request. */
export function zeroToTwo(value: unknown): 0 | 1 | 2 {
  const number = Number(value);
  if (number === 0 || number === 1 || number === 2) return number;
  throw commonError('missingParameter');
}

/** The invoiceInformation object of a request; a missing or malformed one is refused. */
export function readInvoiceInformation(value: unknown): InvoiceInformation {
  if (!isRecord(value)) throw commonError('missingParameter');
  return {
    isInvoice: 1,
    invoiceType: zeroToTwo(value.invoiceType),
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

/** An order status filter; an empty or unknown one means all statuses. */
export const readStatus = (raw: string | null): OrderStatus | undefined =>
  ORDER_STATUSES.find((status) => status === raw);
