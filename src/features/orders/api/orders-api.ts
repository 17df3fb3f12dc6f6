import { apiClient } from '@/lib/api-client';
import { noAnswer } from '@/lib/schema';
import { fillPath, type PageQuery } from '@/lib/api-types';
import type {
  AfterConsultBody,
  AfterSaleBody,
  ChangeOrderAddressBody,
  InvoiceApplyBody,
  OrderIdBody,
  OrderListQuery,
} from './orders-types';
import {
  afterConsultSchema,
  afterConsultsSchema,
  afterSaleListSchema,
  orderDetailSchema,
  orderInvoiceSchema,
  orderListSchema,
  reorderSchema,
  trackingSchema,
} from './orders-schemas';

export const ORDERS_PATHS = {
  list: 'v1/front/order',
  order: 'v1/front/order/:orderId',
  detail: 'v1/front/order/detail/good',
  cancel: 'v1/front/cancel',
  again: 'v1/front/again/order',
  changeAddress: 'v1/front/order/up/address',
  tracking: '/common/kuaidi',
  invoice: 'v1/front/invoice/get',
  applyInvoice: 'v1/front/invoice/apply',
  afterSales: 'v1/front/order/after',
  enterAfterSale: 'v1/front/order/after/enter',
  consult: 'v1/front/order/after/consult',
} as const;

export const getOrders = (query: OrderListQuery) =>
  apiClient.get(ORDERS_PATHS.list, orderListSchema, { params: query });

export const getOrderDetail = (orderId: number) =>
  apiClient.get(ORDERS_PATHS.detail, orderDetailSchema, { params: { orderId } });

/** Only closed orders (CANCEL, FINISH, REJECTION, RETURN) can be deleted. */
export const deleteOrder = (orderId: number) =>
  apiClient.delete(fillPath(ORDERS_PATHS.order, { orderId }), noAnswer);

/** Cancels a pending (WAIT) order: it becomes CANCEL. */
export const cancelOrder = (orderId: number) =>
  apiClient.post(ORDERS_PATHS.cancel, { orderId } satisfies OrderIdBody, noAnswer);

/** Puts the order's goods back in the cart; answers how many cart rows were touched. */
export const reorder = (orderId: number) =>
  apiClient.post(ORDERS_PATHS.again, { orderId } satisfies OrderIdBody, reorderSchema);

/** Allowed until the order is shipped (WAIT, PAYMENT, SEND). */
export const changeOrderAddress = (body: ChangeOrderAddressBody) =>
  apiClient.post(ORDERS_PATHS.changeAddress, body, noAnswer);

export const getTracking = (orderId: number) =>
  apiClient.get(ORDERS_PATHS.tracking, trackingSchema, { params: { orderId } });

export const getOrderInvoice = (orderId: number) =>
  apiClient.get(ORDERS_PATHS.invoice, orderInvoiceSchema, { params: { orderId } });

/** Requests (or, after a refusal, re-requests) the invoice of a paid order. */
export const applyInvoice = (body: InvoiceApplyBody) =>
  apiClient.post(ORDERS_PATHS.applyInvoice, body, noAnswer);

export const getAfterSales = (query: PageQuery) =>
  apiClient.get(ORDERS_PATHS.afterSales, afterSaleListSchema, { params: query });

export const enterAfterSale = (body: AfterSaleBody) =>
  apiClient.post(ORDERS_PATHS.enterAfterSale, body, noAnswer);

export const getAfterConsults = (afterId: number) =>
  apiClient.get(ORDERS_PATHS.consult, afterConsultsSchema, { params: { afterId } });

export const addAfterConsult = (body: AfterConsultBody) =>
  apiClient.post(ORDERS_PATHS.consult, body, afterConsultSchema);
