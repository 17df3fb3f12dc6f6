import { apiClient } from '@/lib/api-client';
import type { PageQuery } from '@/lib/api-types';
import { ordersEndpoints } from './orders-endpoints';
import type {
  AfterConsultBody,
  AfterSaleBody,
  ChangeOrderAddressBody,
  InvoiceApplyBody,
  OrderListQuery,
} from './orders-schemas';

export const getOrders = (query: OrderListQuery) => apiClient.call(ordersEndpoints.list, { query });

export const getOrderDetail = (orderId: number) =>
  apiClient.call(ordersEndpoints.detail, { query: { orderId } });

export const deleteOrder = (orderId: number) =>
  apiClient.call(ordersEndpoints.delete, { path: { orderId } });

export const cancelOrder = (orderId: number) =>
  apiClient.call(ordersEndpoints.cancel, { body: { orderId } });

export const reorder = (orderId: number) =>
  apiClient.call(ordersEndpoints.again, { body: { orderId } });

export const changeOrderAddress = (body: ChangeOrderAddressBody) =>
  apiClient.call(ordersEndpoints.changeAddress, { body });

export const getTracking = (orderId: number) =>
  apiClient.call(ordersEndpoints.tracking, { query: { orderId } });

export const getOrderInvoice = (orderId: number) =>
  apiClient.call(ordersEndpoints.invoice, { query: { orderId } });

export const applyInvoice = (body: InvoiceApplyBody) =>
  apiClient.call(ordersEndpoints.applyInvoice, { body });

export const getAfterSales = (query: PageQuery) =>
  apiClient.call(ordersEndpoints.afterSales, { query });

export const enterAfterSale = (body: AfterSaleBody) =>
  apiClient.call(ordersEndpoints.enterAfterSale, { body });

export const getAfterConsults = (afterId: number) =>
  apiClient.call(ordersEndpoints.consults, { query: { afterId } });

export const addAfterConsult = (body: AfterConsultBody) =>
  apiClient.call(ordersEndpoints.addConsult, { body });
