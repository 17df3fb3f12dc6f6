import { endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  distributionCentreSchema,
  distributionOrderPageSchema,
  distributionOrderQuerySchema,
  distributionOrderSchema,
  distributionRequestSchema,
  distributionRequestsSchema,
  distributionScopeSchema,
  distributionServiceSchema,
  gearRequestBodySchema,
  sendBodySchema,
  stopRequestBodySchema,
} from './distribution-schemas';

/** Asked of a centre that must be working (待审核, 待关闭 and the others answer 23605). */
const CENTRE_ACTION_ERRORS = ['10201', '23601', '23605'];
const GEAR_ERRORS = ['23602', '23603'];

export const distributionEndpoints = endpointGroup('distribution', {
  /** The member's distribution centre, or null when they have none. */
  service: endpoint({
    method: 'GET',
    path: 'v1/front/distribution/service',
    answer: distributionServiceSchema,
    from: SPEC_PATH,
  }),
  /** The districts the centre serves, by their real names; null without a centre. */
  scope: endpoint({
    method: 'GET',
    path: 'v1/front/distribution/scope',
    answer: distributionScopeSchema,
    from: SPEC_PATH,
  }),
  /** The member's applications, upgrades and stop requests, newest first. */
  requests: endpoint({
    method: 'GET',
    path: 'v1/front/distribution/apply',
    answer: distributionRequestsSchema,
    from: SPEC_PATH,
  }),
  /** Applies for a centre of a gear over a region: 待审核 until the platform decides. */
  apply: endpoint({
    method: 'POST',
    path: 'v1/front/distribution/apply',
    body: gearRequestBodySchema,
    answer: distributionRequestSchema,
    errors: ['10201', ...GEAR_ERRORS, '23604'],
    from: SPEC_PATH,
  }),
  /** Asks for a higher gear over the wider region around the centre's own. */
  upgrade: endpoint({
    method: 'POST',
    path: 'v1/front/distribution/upgrade',
    body: gearRequestBodySchema,
    answer: distributionRequestSchema,
    errors: [...CENTRE_ACTION_ERRORS, ...GEAR_ERRORS, '23606', '23607'],
    from: SPEC_PATH,
  }),
  /** Asks to close the centre: 待关闭 until the platform decides. */
  stopApply: endpoint({
    method: 'POST',
    path: 'v1/front/distribution/stop/apply',
    body: stopRequestBodySchema,
    answer: distributionRequestSchema,
    errors: [...CENTRE_ACTION_ERRORS, '23608'],
    from: SPEC_PATH,
  }),
  /** Takes new orders again; a centre that was stopped (待启用) is enabled. */
  start: endpoint({
    method: 'POST',
    path: 'v1/front/start/distribution',
    answer: distributionCentreSchema,
    errors: CENTRE_ACTION_ERRORS,
    from: SPEC_PATH,
  }),
  /** Pauses the taking of new orders; the orders already taken are still to be sent. */
  stopOrders: endpoint({
    method: 'POST',
    path: 'v1/front/stop/order',
    answer: distributionCentreSchema,
    errors: CENTRE_ACTION_ERRORS,
    from: SPEC_PATH,
  }),
  /** The orders the centre delivers, newest first. */
  orders: endpoint({
    method: 'GET',
    path: 'v1/front/distribution/order',
    query: distributionOrderQuerySchema,
    answer: distributionOrderPageSchema,
    from: SPEC_PATH,
  }),
  /** Records the parcel of an order: it is sent. */
  send: endpoint({
    method: 'POST',
    path: 'v1/front/distribution/send',
    body: sendBodySchema,
    answer: distributionOrderSchema,
    errors: ['10201', '23609', '23610', '23611', '23612'],
    from: SPEC_PATH,
  }),
});
