import { apiClient } from '@/lib/api-client';
import { serviceOrderEndpoints } from './service-order-endpoints';
import type { ServeBody, ServiceOrderQuery, SubpackageBody } from './service-order-schemas';

export const getServiceOrders = (query: ServiceOrderQuery) =>
  apiClient.call(serviceOrderEndpoints.list, { query });

export const applySubsidy = (orderId: number) =>
  apiClient.call(serviceOrderEndpoints.applySubsidy, { body: { orderId } });

export const getServiceOrder = (orderId: number) =>
  apiClient.call(serviceOrderEndpoints.detail, { path: { orderId } });

export const splitIntoParcels = (body: SubpackageBody) =>
  apiClient.call(serviceOrderEndpoints.subpackage, { body });

export const getServeRecords = (orderId: number) =>
  apiClient.call(serviceOrderEndpoints.serveRecords, { query: { orderId } });

export const addServeRecord = (body: ServeBody) =>
  apiClient.call(serviceOrderEndpoints.addServeRecord, { body });

export const getCarUse = (orderId: number) =>
  apiClient.call(serviceOrderEndpoints.carUse, { query: { orderId } });
