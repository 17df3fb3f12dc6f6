import type { CreatedOrder } from '@/features/checkout/api/checkout-schemas';
import type { InvoiceInformation } from '@/features/invoice/api/invoice-schemas';
import { requireOwnAddress } from './addresses';
import { deleteCartRows, requireOwnCartRow, requireQuantity } from './carts';
import { canDeliver } from './delivery';
import { findStock, stockLine } from './goods';
import { payCodeOf, toOrderAddress, totalOf } from './order-snapshots';
import { nextSequence } from './sequences';
import { compactDay, formatTime } from './time';
import type { AddressRow, Database, OrderRow } from './types';
import { commonError } from './errors/common';
import { orderError } from './errors/order';

export interface OrderLine {
  goodStockId: number;
  num: number;
}

export interface OrderTerms {
  userAddressId: number;
  /** null: no invoice (isInvoice 0). */
  invoice: InvoiceInformation | null;
}

/** A checked line: the stock exists and holds the quantity, and can go to the address. */
function checkedLine(db: Database, address: AddressRow, { goodStockId, num }: OrderLine) {
  const { good, stock } = findStock(db, goodStockId);
  requireQuantity(num, stock.stock);
  if (!canDeliver(good, address)) throw orderError('outOfDeliveryRange');
  return stockLine(good, stock, num);
}

/** A pending (WAIT) order for the lines, at today's prices. Nothing changes when a check fails. */
function placeOrder(
  db: Database,
  userId: number,
  lines: readonly OrderLine[],
  { userAddressId, invoice }: OrderTerms,
  now: Date,
): CreatedOrder {
  const address = requireOwnAddress(db, userId, userAddressId);
  if (lines.length === 0) throw commonError('missingParameter');
  const goods = lines.map((line) => checkedLine(db, address, line));
  const orderId = nextSequence(db, 'orderId');
  const order: OrderRow = {
    orderId,
    userId,
    payCode: payCodeOf(compactDay(now), orderId),
    status: 'WAIT',
    price: totalOf(goods),
    createTime: formatTime(now),
    payTime: null,
    goods,
    address: toOrderAddress(address),
    isInvoice: invoice ? 1 : 0,
    invoiceInformation: invoice,
    invoiceAudit: invoice ? 0 : null,
    refuseReason: '',
    reserved: false,
    expressCompany: null,
    trackingNo: null,
  };
  db.orders.push(order);
  return { orderId, payCode: order.payCode, price: order.price };
}

/** The chosen cart rows become one order and leave the cart. */
export function createCartOrder(
  db: Database,
  userId: number,
  cartIds: readonly number[],
  terms: OrderTerms,
  now: Date,
): CreatedOrder {
  const ids = [...new Set(cartIds)];
  const lines = ids.map((id) => requireOwnCartRow(db, userId, id));
  const created = placeOrder(db, userId, lines, terms, now);
  deleteCartRows(db, userId, ids);
  return created;
}

export const createSingleOrder = (
  db: Database,
  userId: number,
  line: OrderLine,
  terms: OrderTerms,
  now: Date,
): CreatedOrder => placeOrder(db, userId, [line], terms, now);
