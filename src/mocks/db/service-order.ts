import {
  SPLITTABLE_STATUSES,
  SUBSIDY_APPLICABLE,
  SUBSIDY_STATUSES,
  type CarUse,
  type ServeRecord,
  type ServiceOrderDetail,
  type ServiceOrderSummary,
} from '@/features/service-order/api/service-order-schemas';
import type { InterruptStatus } from '@/lib/enums/interrupt-status';
import type { ServiceOrderKind } from '@/lib/enums/service-order-kind';
import { PERMISSIONS } from '@/lib/permissions';
import { serviceOrderError } from './errors/service-order';
import { requirePermission } from './permission';
import { nextSequence } from './sequences';
import type { ServiceOrderRow } from './service-order-rows';
import { formatTime } from './time';
import type { Database, UserRow } from './types';

const SERVE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const CONTENT_MAX = 200;

const toSummary = (row: ServiceOrderRow): ServiceOrderSummary => ({
  orderId: row.orderId,
  orderNo: row.orderNo,
  kind: row.kind,
  status: row.status,
  customerName: row.customerName,
  customerPhone: row.customerPhone,
  price: row.goods.reduce((sum, good) => sum + good.price * good.num, 0),
  createTime: row.createTime,
  interruptStatus: row.interruptStatus,
  subsidy: row.subsidy,
});

const toDetail = (row: ServiceOrderRow): ServiceOrderDetail => ({
  ...toSummary(row),
  address: row.address,
  goods: row.goods,
  parcels: row.parcels,
});

export interface ServiceOrderFilter {
  kind: ServiceOrderKind | null;
  interruptStatus: InterruptStatus | null;
}

/** The orders the member serves, the newest first, optionally of one kind and rights status. */
export const listServiceOrders = (
  db: Database,
  userId: number,
  { kind, interruptStatus }: ServiceOrderFilter,
): ServiceOrderSummary[] =>
  db.service.orders
    .filter(
      (row) =>
        row.userId === userId &&
        (kind === null || row.kind === kind) &&
        (interruptStatus === null || row.interruptStatus === interruptStatus),
    )
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .map(toSummary);

function requireOwnOrder(db: Database, userId: number, orderId: number): ServiceOrderRow {
  const row = db.service.orders.find(
    (order) => order.orderId === orderId && order.userId === userId,
  );
  if (!row) throw serviceOrderError('orderNotFound');
  return row;
}

export const serviceOrderDetail = (db: Database, userId: number, orderId: number) =>
  toDetail(requireOwnOrder(db, userId, orderId));

/** A parcel as sent: the quantity of some order lines. */
export type ParcelInput = { orderGoodId: number; num: number }[];

/**
 * order/subpackage, 拆分包裹: before the order leaves the warehouse it is split into two or
 * more parcels; every parcel holds something and each good's quantities add up to what was
 * ordered. A new split replaces the previous one; the order is then 备货中.
 */
export function subpackage(
  db: Database,
  user: UserRow,
  orderId: number,
  parcels: ParcelInput[],
): ServiceOrderDetail {
  requirePermission(user, PERMISSIONS.serviceServe);
  const row = requireOwnOrder(db, user.userId, orderId);
  if (!SPLITTABLE_STATUSES.includes(row.status)) throw serviceOrderError('notSplittable');
  if (parcels.length < 2) throw serviceOrderError('tooFewParcels');
  const known = new Set(row.goods.map((good) => good.orderGoodId));
  const lines = parcels.map((parcel) =>
    parcel.filter((line) => {
      if (!known.has(line.orderGoodId) || !Number.isInteger(line.num) || line.num < 0) {
        throw serviceOrderError('quantitiesMismatch');
      }
      return line.num > 0;
    }),
  );
  if (lines.some((parcel) => parcel.length === 0)) throw serviceOrderError('parcelEmpty');
  for (const good of row.goods) {
    const sum = lines
      .flat()
      .filter((line) => line.orderGoodId === good.orderGoodId)
      .reduce((total, line) => total + line.num, 0);
    if (sum !== good.num) throw serviceOrderError('quantitiesMismatch');
  }
  row.parcels = lines.map((parcel, index) => ({
    parcelNo: `${row.orderNo}-${index + 1}`,
    lines: parcel.map((line) => ({
      orderGoodId: line.orderGoodId,
      goodName: row.goods.find((good) => good.orderGoodId === line.orderGoodId)?.goodName ?? '',
      num: line.num,
    })),
  }));
  row.status = 'SEND';
  return toDetail(row);
}

const toRecord = ({ serveId, content, serveTime, staffName, createTime }: ServeRecord) => ({
  serveId,
  content,
  serveTime,
  staffName,
  createTime,
});

/** The order's service records, the newest first. */
export function serveRecords(db: Database, userId: number, orderId: number): ServeRecord[] {
  requireOwnOrder(db, userId, orderId);
  return db.service.serveRecords
    .filter((record) => record.orderId === orderId)
    .sort((a, b) => b.serveTime.localeCompare(a.serveTime) || b.serveId - a.serveId)
    .map(toRecord);
}

export interface ServeInput {
  orderId: number;
  content: string;
  serveTime: string;
}

/** order/serve: records a service given for the order, by the member. */
export function addServeRecord(
  db: Database,
  user: UserRow,
  input: ServeInput,
  now: Date,
): ServeRecord {
  requirePermission(user, PERMISSIONS.serviceServe);
  requireOwnOrder(db, user.userId, input.orderId);
  if (!input.content || input.content.length > CONTENT_MAX) {
    throw serviceOrderError('serveContentMissing');
  }
  if (
    !SERVE_TIME.test(input.serveTime) ||
    Number.isNaN(Date.parse(input.serveTime.replace(' ', 'T')))
  ) {
    throw serviceOrderError('serveTimeInvalid');
  }
  const record = {
    serveId: nextSequence(db, 'serveId'),
    orderId: input.orderId,
    userId: user.userId,
    content: input.content,
    serveTime: input.serveTime,
    staffName: user.userName,
    createTime: formatTime(now),
  };
  db.service.serveRecords.push(record);
  return toRecord(record);
}

/** my/car/use: the vehicle used to deliver or serve the order, null while none is assigned. */
export const carUse = (db: Database, userId: number, orderId: number): CarUse | null =>
  requireOwnOrder(db, userId, orderId).vehicle;

/** The share of an order's price its rights subsidise (the mock's rule). */
export const SUBSIDY_RATE = 0.05;

/**
 * POST my/order/right, 申请补贴: once served (SIGN or FINISH), an order whose subsidy was not
 * applied for, or was refused, is applied for: 已申请 with 5 % of its price, until the platform
 * decides.
 */
export function applySubsidy(db: Database, userId: number, orderId: number): ServiceOrderSummary {
  const row = requireOwnOrder(db, userId, orderId);
  if (!SUBSIDY_STATUSES.includes(row.status) || !SUBSIDY_APPLICABLE.includes(row.interruptStatus)) {
    throw serviceOrderError('subsidyNotApplicable');
  }
  const summary = toSummary(row);
  row.interruptStatus = 1;
  row.subsidy = Math.round(summary.price * SUBSIDY_RATE);
  return toSummary(row);
}
