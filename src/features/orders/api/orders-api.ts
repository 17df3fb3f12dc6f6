import { apiClient } from '@/lib/api-client';
import { fillPath, type PageQuery } from '@/lib/api-types';
import type {
  AfterConsult,
  AfterConsultBody,
  AfterSaleBody,
  AfterSaleList,
  ChangeOrderAddressBody,
  InvoiceApplyBody,
  OrderDetail,
  OrderIdBody,
  OrderInvoice,
  OrderList,
  OrderListQuery,
  Tracking,
} from './orders-types';

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
  apiClient.get<OrderList>(ORDERS_PATHS.list, { params: query });

export const getOrderDetail = (orderId: number) =>
  apiClient.get<OrderDetail>(ORDERS_PATHS.detail, { params: { orderId } });

/** Only closed orders (CANCEL, FINISH, REJECTION, RETURN) can be deleted. */
export const deleteOrder = (orderId: number) =>
  apiClient.delete<null>(fillPath(ORDERS_PATHS.order, { orderId }));

/** Cancels a pending (WAIT) order: it becomes CANCEL. */
export const cancelOrder = (orderId: number) =>
  apiClient.post<null>(ORDERS_PATHS.cancel, { orderId } satisfies OrderIdBody);

/** Puts the order's goods back in the cart; answers how many cart rows were touched. */
export const reorder = (orderId: number) =>
  apiClient.post<number>(ORDERS_PATHS.again, { orderId } satisfies OrderIdBody);

/** Allowed until the order is shipped (WAIT, PAYMENT, SEND). */
export const changeOrderAddress = (body: ChangeOrderAddressBody) =>
  apiClient.post<null>(ORDERS_PATHS.changeAddress, body);

export const getTracking = (orderId: number) =>
  apiClient.get<Tracking>(ORDERS_PATHS.tracking, { params: { orderId } });

export const getOrderInvoice = (orderId: number) =>
  apiClient.get<OrderInvoice>(ORDERS_PATHS.invoice, { params: { orderId } });

/** Requests (or, after a refusal, re-requests) the invoice of a paid order. */
export const applyInvoice = (body: InvoiceApplyBody) =>
  apiClient.post<null>(ORDERS_PATHS.applyInvoice, body);

export const getAfterSales = (query: PageQuery) =>
  apiClient.get<AfterSaleList>(ORDERS_PATHS.afterSales, { params: query });

export const enterAfterSale = (body: AfterSaleBody) =>
  apiClient.post<null>(ORDERS_PATHS.enterAfterSale, body);

export const getAfterConsults = (afterId: number) =>
  apiClient.get<AfterConsult[]>(ORDERS_PATHS.consult, { params: { afterId } });

export const addAfterConsult = (body: AfterConsultBody) =>
  apiClient.post<AfterConsult>(ORDERS_PATHS.consult, body);
