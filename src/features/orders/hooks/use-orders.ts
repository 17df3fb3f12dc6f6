import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@/lib/api-types';
import {
  getAfterConsults,
  getAfterSales,
  getOrderDetail,
  getOrderInvoice,
  getOrders,
  getTracking,
} from '../api/orders-api';
import { ordersKeys } from '../api/orders-keys';
import type { OrderListQuery } from '../api/orders-schemas';

export function useOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: ordersKeys.list(query),
    queryFn: () => getOrders(query),
    placeholderData: keepPreviousData,
  });
}

/** One order in detail; idle while none is open. */
export function useOrderDetail(orderId: number | undefined) {
  return useQuery({
    queryKey: ordersKeys.detail(orderId ?? 0),
    queryFn: () => getOrderDetail(orderId ?? 0),
    enabled: orderId !== undefined,
  });
}

export function useTracking(orderId: number) {
  return useQuery({
    queryKey: ordersKeys.tracking(orderId),
    queryFn: () => getTracking(orderId),
  });
}

export function useOrderInvoice(orderId: number) {
  return useQuery({
    queryKey: ordersKeys.invoice(orderId),
    queryFn: () => getOrderInvoice(orderId),
  });
}

export function useAfterSales(query: PageQuery) {
  return useQuery({
    queryKey: ordersKeys.afterSales(query),
    queryFn: () => getAfterSales(query),
    placeholderData: keepPreviousData,
  });
}

export function useAfterConsults(afterId: number) {
  return useQuery({
    queryKey: ordersKeys.consults(afterId),
    queryFn: () => getAfterConsults(afterId),
  });
}
