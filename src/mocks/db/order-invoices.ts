import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import type { OrderInvoice } from '@/features/orders/api/orders-schemas';
import type { OrderStatus } from '@/lib/enums/order-status';
import { requireOwnOrder } from './orders';
import type { Database } from './types';
import { orderError } from './errors/order';

const UNPAID: readonly OrderStatus[] = ['WAIT', 'CANCEL'];

export function orderInvoice(db: Database, userId: number, orderId: number): OrderInvoice {
  const order = requireOwnOrder(db, userId, orderId);
  return {
    orderId: order.orderId,
    invoiceAudit: order.invoiceAudit,
    invoiceInformation: order.invoiceInformation,
    refuseReason: order.refuseReason,
  };
}

/** A paid order's invoice request; a refused one may be requested again, a pending or passed one not. */
export function applyInvoice(
  db: Database,
  userId: number,
  orderId: number,
  information: InvoiceInformation,
): void {
  const order = requireOwnOrder(db, userId, orderId);
  if (UNPAID.includes(order.status)) throw orderError('invoiceOrderUnpaid');
  if (order.invoiceAudit === 0 || order.invoiceAudit === 1) {
    throw orderError('invoiceAlreadyApplied');
  }
  order.isInvoice = 1;
  order.invoiceInformation = { ...information, isInvoice: 1 };
  order.invoiceAudit = 0;
  order.refuseReason = '';
}
