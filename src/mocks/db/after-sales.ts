import type { Paged } from '@/lib/schema';
import type { AfterConsult, AfterSale, AfterSaleBody } from '@/features/orders/api/orders-schemas';
import type { OrderStatus } from '@/lib/enums/order-status';
import type { PageQuery } from '@/lib/api-types';
import { requireOwnOrder } from './orders';
import { pageOf } from './paging';
import { nextSequence } from './sequences';
import { formatTime } from './time';
import type { AfterConsultRow, AfterSaleRow, Database } from './types';
import { withoutOwner } from './without-owner';
import { orderError } from './errors/order';

/** Only goods that have reached (or are reaching) the member can go to after-sales. */
const AFTER_SALE_OPEN: readonly OrderStatus[] = ['SIGN', 'FINISH'];

const toAfterSale = (row: AfterSaleRow): AfterSale => withoutOwner<AfterSale>(row);

const toConsult = ({ consultId, fromPlatform, content, createTime }: AfterConsultRow) =>
  ({ consultId, fromPlatform, content, createTime }) satisfies AfterConsult;

/** Newest first. */
export function listAfterSales(db: Database, userId: number, page: PageQuery): Paged<AfterSale> {
  const rows = db.afterSales
    .filter((row) => row.userId === userId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.afterId - a.afterId);
  const { list, total } = pageOf(rows, page);
  return { list: list.map(toAfterSale), total };
}

/** Opens an after-sales request (status 0, pending); the order becomes AFTER. */
export function enterAfterSale(
  db: Database,
  userId: number,
  { orderId, afterType, reason, description }: AfterSaleBody,
  now: Date,
): AfterSale {
  const order = requireOwnOrder(db, userId, orderId);
  if (!AFTER_SALE_OPEN.includes(order.status)) throw orderError('afterSaleNotAllowed');
  if (!reason.trim()) throw orderError('afterSaleReasonMissing');
  const row: AfterSaleRow = {
    afterId: nextSequence(db, 'afterId'),
    userId,
    orderId,
    payCode: order.payCode,
    goods: order.goods.map((good) => ({ ...good })),
    price: order.price,
    afterType,
    reason: reason.trim(),
    description: description.trim(),
    status: 0,
    createTime: formatTime(now),
  };
  db.afterSales.push(row);
  order.status = 'AFTER';
  return toAfterSale(row);
}

function requireOwnAfterSale(db: Database, userId: number, afterId: number): AfterSaleRow {
  const row = db.afterSales.find((after) => after.afterId === afterId && after.userId === userId);
  if (!row) throw orderError('afterSaleNotFound');
  return row;
}

/** The conversation of one request, oldest first. */
export function listConsults(db: Database, userId: number, afterId: number): AfterConsult[] {
  requireOwnAfterSale(db, userId, afterId);
  return db.afterConsults
    .filter((row) => row.afterId === afterId)
    .sort((a, b) => a.consultId - b.consultId)
    .map(toConsult);
}

export function addConsult(
  db: Database,
  userId: number,
  afterId: number,
  content: string,
  now: Date,
): AfterConsult {
  requireOwnAfterSale(db, userId, afterId);
  const text = content.trim();
  if (!text) throw orderError('consultEmpty');
  const row: AfterConsultRow = {
    consultId: nextSequence(db, 'consultId'),
    afterId,
    fromPlatform: 0,
    content: text,
    createTime: formatTime(now),
  };
  db.afterConsults.push(row);
  return toConsult(row);
}
