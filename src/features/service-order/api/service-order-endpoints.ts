import { DESIGNED, endpoint, SPEC_PATH } from '@/lib/endpoint';
import { endpointGroup } from '@/lib/endpoint-group';
import {
  carUseSchema,
  orderIdQuerySchema,
  serveBodySchema,
  serveRecordSchema,
  serveRecordsSchema,
  serviceOrderDetailSchema,
  serviceOrderPageSchema,
  serviceOrderQuerySchema,
  serviceOrderSummarySchema,
  subpackageBodySchema,
  subsidyBodySchema,
} from './service-order-schemas';

const NOT_FOUND = '22601';

export const serviceOrderEndpoints = endpointGroup('serviceOrder', {
  /** The service and after-sales orders of the member's customers, with their rights. */
  list: endpoint({
    method: 'GET',
    path: 'v1/front/my/order/right',
    query: serviceOrderQuerySchema,
    answer: serviceOrderPageSchema,
    from: SPEC_PATH,
  }),
  /** 申请补贴: the order's rights come back 已申请 with the subsidy applied for. */
  applySubsidy: endpoint({
    method: 'POST',
    path: 'v1/front/my/order/right',
    body: subsidyBodySchema,
    answer: serviceOrderSummarySchema,
    errors: [NOT_FOUND, '22608'],
    from: SPEC_PATH,
  }),
  /** One order with its goods and parcels. */
  detail: endpoint({
    method: 'GET',
    path: 'v1/front/order/detail/good/:orderId',
    answer: serviceOrderDetailSchema,
    errors: [NOT_FOUND],
    from: DESIGNED,
  }),
  /** 拆分包裹: the order comes back with its new parcels. */
  subpackage: endpoint({
    method: 'POST',
    path: 'v1/front/order/subpackage',
    body: subpackageBodySchema,
    answer: serviceOrderDetailSchema,
    errors: ['10201', NOT_FOUND, '22602', '22603', '22604', '22605'],
    from: SPEC_PATH,
  }),
  /** An order's service records. */
  serveRecords: endpoint({
    method: 'GET',
    path: 'v1/front/order/serve',
    query: orderIdQuerySchema,
    answer: serveRecordsSchema,
    errors: [NOT_FOUND],
    from: SPEC_PATH,
  }),
  addServeRecord: endpoint({
    method: 'POST',
    path: 'v1/front/order/serve',
    body: serveBodySchema,
    answer: serveRecordSchema,
    errors: ['10201', NOT_FOUND, '22606', '22607'],
    from: SPEC_PATH,
  }),
  /** The vehicle used to deliver or serve the order, or null while none is assigned. */
  carUse: endpoint({
    method: 'GET',
    path: 'v1/front/my/car/use',
    query: orderIdQuerySchema,
    answer: carUseSchema,
    errors: [NOT_FOUND],
    from: SPEC_PATH,
  }),
});
