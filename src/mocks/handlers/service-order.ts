import { serviceOrderEndpoints as endpoints } from '@/features/service-order/api/service-order-endpoints';
import { INTERRUPT_STATUSES } from '@/lib/enums/interrupt-status';
import { SERVICE_ORDER_KINDS } from '@/lib/enums/service-order-kind';
import { pageOf } from '../db/paging';
import {
  addServeRecord,
  applySubsidy,
  carUse,
  listServiceOrders,
  serveRecords,
  serviceOrderDetail,
  subpackage,
  type ParcelInput,
} from '../db/service-order';
import { memberHandler } from './envelope';
import { isRecord, oneOf, pageQuery, requireId, text } from './request-fields';
import { commonError } from '../db/errors/common';

/** `parcels: [{ lines: [{ orderGoodId, num }] }]`; anything else is a malformed request. */
function readParcels(raw: unknown): ParcelInput[] {
  if (!Array.isArray(raw)) throw commonError('missingParameter');
  return raw.map((parcel) => {
    if (!isRecord(parcel) || !Array.isArray(parcel.lines)) throw commonError('missingParameter');
    return parcel.lines.map((line) => {
      if (!isRecord(line)) throw commonError('missingParameter');
      return { orderGoodId: requireId(line.orderGoodId), num: Number(line.num) };
    });
  });
}

export const serviceOrderHandlers = [
  memberHandler(endpoints.list, ({ db, user, query }) =>
    pageOf(
      listServiceOrders(db, user.userId, {
        kind: oneOf(SERVICE_ORDER_KINDS, query.get('kind')),
        interruptStatus: oneOf(INTERRUPT_STATUSES, query.get('interruptStatus')),
      }),
      pageQuery(query),
    ),
  ),
  memberHandler(endpoints.applySubsidy, ({ db, user, body }) =>
    applySubsidy(db, user.userId, requireId(body.orderId)),
  ),
  memberHandler(endpoints.detail, ({ db, user, params }) =>
    serviceOrderDetail(db, user.userId, requireId(params.orderId)),
  ),
  memberHandler(endpoints.subpackage, ({ db, user, body }) =>
    subpackage(db, user, requireId(body.orderId), readParcels(body.parcels)),
  ),
  memberHandler(endpoints.serveRecords, ({ db, user, query }) =>
    serveRecords(db, user.userId, requireId(query.get('orderId'))),
  ),
  memberHandler(endpoints.addServeRecord, ({ db, user, body }) =>
    addServeRecord(
      db,
      user,
      {
        orderId: requireId(body.orderId),
        content: text(body, 'content'),
        serveTime: text(body, 'serveTime'),
      },
      new Date(),
    ),
  ),
  memberHandler(endpoints.carUse, ({ db, user, query }) =>
    carUse(db, user.userId, requireId(query.get('orderId'))),
  ),
];
