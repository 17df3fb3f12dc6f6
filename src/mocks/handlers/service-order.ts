import { serviceOrderEndpoints as endpoints } from '@/features/service-order/api/service-order-endpoints';
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
import { memberHandler, type SentBody } from './envelope';
import { pageQuery, required, requireId, text } from './request-fields';

/** `parcels: [{ lines: [{ orderGoodId, num }] }]`; anything else is a malformed request. */
const readParcels = (parcels: SentBody<typeof endpoints.subpackage>['parcels']): ParcelInput[] =>
  required(parcels).map((parcel) =>
    required(parcel.lines).map((line) => ({
      orderGoodId: requireId(line.orderGoodId),
      // NaN when not sent as a number: refused as a quantity
      num: line.num ?? Number.NaN,
    })),
  );

export const serviceOrderHandlers = [
  memberHandler(endpoints.list, ({ db, user, query }) =>
    pageOf(
      listServiceOrders(db, user.userId, {
        kind: query.kind ?? null,
        interruptStatus: query.interruptStatus ?? null,
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
    serveRecords(db, user.userId, requireId(query.orderId)),
  ),
  memberHandler(endpoints.addServeRecord, ({ db, user, body }) =>
    addServeRecord(
      db,
      user,
      {
        orderId: requireId(body.orderId),
        content: text(body.content),
        serveTime: text(body.serveTime),
      },
      new Date(),
    ),
  ),
  memberHandler(endpoints.carUse, ({ db, user, query }) =>
    carUse(db, user.userId, requireId(query.orderId)),
  ),
];
