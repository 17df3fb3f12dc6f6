import { CLOSED_ORDER_STATUSES, type OrderStatus } from '@/lib/enums/order-status';
import type {
  OrderDetail,
  OrderListQuery,
  OrderSummary,
} from '@/features/orders/api/orders-schemas';
import { pageOf } from './paging';
import type { Database, OrderRow } from './types';
import { orderError } from './errors/order';

export const isClosed = (status: OrderStatus): boolean =>
  (CLOSED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

export const findOwnOrder = (db: Database, userId: number, orderId: number): OrderRow | undefined =>
  db.orders.find((row) => row.orderId === orderId && row.userId === userId);

export function requireOwnOrder(db: Database, userId: number, orderId: number): OrderRow {
  const order = findOwnOrder(db, userId, orderId);
  if (!order) throw orderError('orderNotFound');
  return order;
}

/** An order as the API sends it: `reserved` is a 0/1 flag on the wire. */
type OnTheWire<T extends OrderSummary> = Omit<T, 'reserved'> & { reserved: 0 | 1 };

const toSummary = (row: OrderRow): OnTheWire<OrderSummary> => ({
  orderId: row.orderId,
  payCode: row.payCode,
  status: row.status,
  price: row.price,
  createTime: row.createTime,
  payTime: row.payTime,
  goods: row.goods,
  address: row.address,
  isInvoice: row.isInvoice,
  invoiceAudit: row.invoiceAudit,
  reserved: row.reserved ? 1 : 0,
});

export const toOrderDetail = (row: OrderRow): OnTheWire<OrderDetail> => ({
  ...toSummary(row),
  invoiceInformation: row.invoiceInformation,
  expressCompany: row.expressCompany,
  trackingNo: row.trackingNo,
});

/** The member's orders, newest first. */
export const ownOrders = (db: Database, userId: number): OrderRow[] =>
  db.orders
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.orderId - a.orderId);

function matchesKeyword(row: OrderRow, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return true;
  return (
    row.payCode.toLowerCase().includes(needle) ||
    row.goods.some((good) => good.goodName.toLowerCase().includes(needle))
  );
}

export function listOrders(
  db: Database,
  userId: number,
  { status, history, keyword = '', ...page }: OrderListQuery,
): { list: OnTheWire<OrderSummary>[]; total: number } {
  const found = ownOrders(db, userId)
    .filter((row) => !status || row.status === status)
    .filter((row) => history !== 1 || isClosed(row.status))
    .filter((row) => matchesKeyword(row, keyword));
  const { list, total } = pageOf(found, page);
  return { list: list.map(toSummary), total };
}

export const orderDetail = (db: Database, userId: number, orderId: number) =>
  toOrderDetail(requireOwnOrder(db, userId, orderId));

/** Only closed orders can be deleted. */
export function deleteOrder(db: Database, userId: number, orderId: number): void {
  const order = requireOwnOrder(db, userId, orderId);
  if (!isClosed(order.status)) throw orderError('orderNotDeletable');
  db.orders = db.orders.filter((row) => row !== order);
}
