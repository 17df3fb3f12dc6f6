import { apiClient } from '@/lib/api-client';
import { fillPath } from '@/lib/api-types';
import {
  carUseSchema,
  serveRecordSchema,
  serveRecordsSchema,
  serviceOrderDetailSchema,
  serviceOrderPageSchema,
  serviceOrderSummarySchema,
} from './service-order-schemas';
import type { ServeBody, ServiceOrderQuery, SubpackageBody } from './service-order-types';

export const SERVICE_ORDER_PATHS = {
  list: 'v1/front/my/order/right',
  detail: 'v1/front/order/detail/good/:orderId',
  subpackage: 'v1/front/order/subpackage',
  serve: 'v1/front/order/serve',
  carUse: 'v1/front/my/car/use',
} as const;

/** The service and after-sales orders of the member's customers, with their rights. */
export const getServiceOrders = (query: ServiceOrderQuery) =>
  apiClient.get(SERVICE_ORDER_PATHS.list, serviceOrderPageSchema, { params: query });

/** 申请补贴: the order's rights come back 已申请 with the subsidy applied for. */
export const applySubsidy = (orderId: number) =>
  apiClient.post(SERVICE_ORDER_PATHS.list, { orderId }, serviceOrderSummarySchema);

/** One order with its goods and parcels. */
export const getServiceOrder = (orderId: number) =>
  apiClient.get(fillPath(SERVICE_ORDER_PATHS.detail, { orderId }), serviceOrderDetailSchema);

/** 拆分包裹: the order comes back with its new parcels. */
export const splitIntoParcels = (body: SubpackageBody) =>
  apiClient.post(SERVICE_ORDER_PATHS.subpackage, body, serviceOrderDetailSchema);

export const getServeRecords = (orderId: number) =>
  apiClient.get(SERVICE_ORDER_PATHS.serve, serveRecordsSchema, { params: { orderId } });

export const addServeRecord = (body: ServeBody) =>
  apiClient.post(SERVICE_ORDER_PATHS.serve, body, serveRecordSchema);

/** The vehicle used to deliver or serve the order, or null while none is assigned. */
export const getCarUse = (orderId: number) =>
  apiClient.get(SERVICE_ORDER_PATHS.carUse, carUseSchema, { params: { orderId } });
