import { distributionEndpoints as endpoints } from '@/features/distribution/api/distribution-endpoints';
import {
  applyForCentre,
  ordersOf,
  pauseOrders,
  requestsOf,
  requestStop,
  scopeOf,
  sendOrder,
  serviceOf,
  startCentre,
  upgradeCentre,
  type GearInput,
} from '../db/distribution';
import { distributionError } from '../db/errors/distribution';
import { pageOf } from '../db/paging';
import { awaitDistricts } from './await-districts';
import { memberHandler, type SentBody } from './envelope';
import { optionalId, pageQuery, requireId, text } from './request-fields';

/** A gear and the district ids of its region, from the province down; else 23602 or 23603. */
function gearInput({ gear, regionIds }: SentBody<typeof endpoints.apply>): GearInput {
  if (gear === undefined) throw distributionError('gearInvalid');
  const ids = regionIds?.map(optionalId) ?? [null];
  if (ids.some((id) => id === null)) throw distributionError('regionInvalid');
  return { gear, regionIds: ids.filter((id) => id !== null) };
}

export const distributionHandlers = [
  awaitDistricts('get', endpoints.scope.path),
  awaitDistricts('post', endpoints.apply.path),
  memberHandler(endpoints.service, ({ db, user }) => serviceOf(db, user)),
  memberHandler(endpoints.scope, ({ db, user }) => scopeOf(db, user)),
  memberHandler(endpoints.requests, ({ db, user }) => requestsOf(db, user)),
  memberHandler(endpoints.apply, ({ db, user, body }) => applyForCentre(db, user, gearInput(body))),
  memberHandler(endpoints.upgrade, ({ db, user, body }) =>
    upgradeCentre(db, user, gearInput(body)),
  ),
  memberHandler(endpoints.stopApply, ({ db, user, body }) =>
    requestStop(db, user, text(body.reason)),
  ),
  memberHandler(endpoints.start, ({ db, user }) => startCentre(db, user)),
  memberHandler(endpoints.stopOrders, ({ db, user }) => pauseOrders(db, user)),
  memberHandler(endpoints.orders, ({ db, user, query }) =>
    pageOf(ordersOf(db, user, query.sent ?? null), pageQuery(query)),
  ),
  memberHandler(endpoints.send, ({ db, user, body }) =>
    sendOrder(db, user, {
      distributionOrderId: requireId(body.distributionOrderId),
      expressCompany: text(body.expressCompany),
      trackingNo: text(body.trackingNo),
    }),
  ),
];
