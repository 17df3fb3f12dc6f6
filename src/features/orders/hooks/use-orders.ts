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
import type { OrderListQuery } from '../api/orders-types';
import { reportingNetworkFailure } from '../utils/report-network-failure';

export function useOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: ordersKeys.list(query),
    queryFn: () => reportingNetworkFailure(getOrders(query)),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(orderId: number) {
  return useQuery({
    queryKey: ordersKeys.detail(orderId),
    queryFn: () => reportingNetworkFailure(getOrderDetail(orderId)),
  });
}

export function useTracking(orderId: number) {
  return useQuery({
    queryKey: ordersKeys.tracking(orderId),
    queryFn: () => reportingNetworkFailure(getTracking(orderId)),
  });
}

export function useOrderInvoice(orderId: number) {
  return useQuery({
    queryKey: ordersKeys.invoice(orderId),
    queryFn: () => reportingNetworkFailure(getOrderInvoice(orderId)),
  });
}

export function useAfterSales(query: PageQuery) {
  return useQuery({
    queryKey: ordersKeys.afterSales(query),
    queryFn: () => reportingNetworkFailure(getAfterSales(query)),
    placeholderData: keepPreviousData,
  });
}

export function useAfterConsults(afterId: number) {
  return useQuery({
    queryKey: ordersKeys.consults(afterId),
    queryFn: () => reportingNetworkFailure(getAfterConsults(afterId)),
  });
}
