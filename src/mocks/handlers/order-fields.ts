import type { checkoutEndpoints } from '@/features/checkout/api/checkout-endpoints';
import { mapInvoiceFields, type InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import type { OrderTerms } from '../db/order-create';
import type { MemberContext } from './envelope';
import { required, requireId, text } from './request-fields';

/** A new order's address and invoice as sent (the same in every order and invoice request). */
type SentPlacement = MemberContext<typeof checkoutEndpoints.cartOrder>['body'];

/** The invoiceInformation object of a request; a missing one, or one without its type, is refused. */
export function readInvoiceInformation(
  sent: SentPlacement['invoiceInformation'],
): InvoiceInformation {
  const invoice = required(sent);
  return {
    isInvoice: 1,
    invoiceType: required(invoice.invoiceType),
    invoiceUserType: invoice.invoiceUserType ?? 0,
    invoiceContent: invoice.invoiceContent ?? 0,
    ...mapInvoiceFields((name) => text(invoice[name])),
  };
}

/** Address and invoice of a new order; the invoice is read only when isInvoice is 1. */
export const readOrderTerms = (body: SentPlacement): OrderTerms => ({
  userAddressId: requireId(body.userAddressId),
  invoice: body.isInvoice === 1 ? readInvoiceInformation(body.invoiceInformation) : null,
});
