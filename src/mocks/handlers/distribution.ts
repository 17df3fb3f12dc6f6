import { DISTRIBUTION_PATHS } from '@/features/distribution/api/distribution-api';
import {
  applyForCentre,
  ordersOf,
  pauseOrders,
  readGear,
  readRegionIds,
  requestsOf,
  requestStop,
  scopeOf,
  sendOrder,
  serviceOf,
  startCentre,
  upgradeCentre,
} from '../db/distribution';
import { pageOf } from '../db/paging';
import { awaitDistricts } from './await-districts';
import { memberHandler } from './envelope';
import { pageQuery, requireId, text } from './request-fields';

const sentOf = (raw: string | null) => (raw === '0' ? 0 : raw === '1' ? 1 : null);

const gearInput = (body: Record<string, unknown>) => ({
  gear: readGear(body.gear),
  regionIds: readRegionIds(body.regionIds),
});

export const distributionHandlers = [
  awaitDistricts('get', DISTRIBUTION_PATHS.scope),
  awaitDistricts('post', DISTRIBUTION_PATHS.apply),
  memberHandler('get', DISTRIBUTION_PATHS.service, ({ db, user }) => serviceOf(db, user)),
  memberHandler('get', DISTRIBUTION_PATHS.scope, ({ db, user }) => scopeOf(db, user)),
  memberHandler('get', DISTRIBUTION_PATHS.apply, ({ db, user }) => requestsOf(db, user)),
  memberHandler('post', DISTRIBUTION_PATHS.apply, ({ db, user, body }) =>
    applyForCentre(db, user, gearInput(body)),
  ),
  memberHandler('post', DISTRIBUTION_PATHS.upgrade, ({ db, user, body }) =>
    upgradeCentre(db, user, gearInput(body)),
  ),
  memberHandler('post', DISTRIBUTION_PATHS.stopApply, ({ db, user, body }) =>
    requestStop(db, user, text(body, 'reason')),
  ),
  memberHandler('post', DISTRIBUTION_PATHS.start, ({ db, user }) => startCentre(db, user)),
  memberHandler('post', DISTRIBUTION_PATHS.stopOrders, ({ db, user }) => pauseOrders(db, user)),
  memberHandler('get', DISTRIBUTION_PATHS.orders, ({ db, user, query }) =>
    pageOf(ordersOf(db, user, sentOf(query.get('sent'))), pageQuery(query)),
  ),
  memberHandler('post', DISTRIBUTION_PATHS.send, ({ db, user, body }) =>
    sendOrder(db, user, {
      distributionOrderId: requireId(body.distributionOrderId),
      expressCompany: text(body, 'expressCompany'),
      trackingNo: text(body, 'trackingNo'),
    }),
  ),
];
